// Step 7: the HTML parser under the sanitizer (htmlparser2, its DOM and entities). CommonJS, as
// sanitize-html requires it: an import would resolve htmlparser2's ES build, a second copy.
module.exports = require("htmlparser2");
