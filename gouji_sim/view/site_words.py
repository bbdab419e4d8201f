"""The site's words: the page scripts' labels (the Lab's and the practice page's, embedded
in each page through :mod:`gouji_sim.view.lab` and :mod:`gouji_sim.view.practice_page`), the
MkDocs hooks' and the site tools' lines, one group per file that shows them.

They join the one lookup (:data:`gouji_sim.core.messages.CATALOGUE`) when :mod:`gouji_sim.view` is
imported:

>>> from gouji_sim.core.messages import CATALOGUE
>>> set(ENTRIES) <= set(CATALOGUE)
True
"""

from __future__ import annotations

from ..core.messages import register

#: The site's entries: code → (Chinese, English).
ENTRIES: dict[str, tuple[str, str]] = {
    # --- docs/hooks.py ---
    "site-show-code": ("显示代码", "Show code"),
    # the chapter pages' "run in your browser" link (docs/hooks.py)
    "site-run-in-browser": ("在浏览器中运行", "Run this notebook in your browser"),
    "site-run-in-browser-title": ("在本站自带的 JupyterLite 中打开本笔记本，控件可以交互（首次启动约需半分钟）",
                                  "Open this notebook in the site's own JupyterLite, with live widgets "
                                  "(the first start takes about half a minute)"),
    # --- docs/lab_hooks.py ---
    "lab-error-title": ("这个案例不能裁决", "This case cannot be judged"),
    "lab-legal": ("合法", "Legal"),
    "lab-illegal": ("不合法", "Illegal"),
    "lab-open": ("在规则实验室中打开", "Open in the Rule Lab"),
    # casebook pages
    "lab-casebook": ("案例集", "Casebook"),
    "lab-casebook-intro": ("案例集里的每个案例是一个牌桌局面加一个动作，以及规则书给出的裁决。下面的裁决是构建网站时由规则引擎算出的；点“在规则实验室中打开”可以改动局面、重新裁决。",
                           "Each case in the casebook is a table situation plus an action, with the ruling the rulebook gives. The rulings below were computed by the rules engine when the site was built; “Open in the Rule Lab” lets you change the situation and judge it again."),
    "lab-casebook-count": ("{n} 个案例", "{n} cases"),
    "lab-case-rules": ("规则：{rules}", "Rules: {rules}"),
    "lab-case-note": ("说明", "Note"),
    "lab-chapter-cards": ("牌与写法", "Cards and notation"),
    "lab-chapter-plays": ("一套牌", "Plays"),
    "lab-chapter-beating": ("管牌", "Beating a play"),
    "lab-chapter-gouji": ("够级牌", "Gouji plays"),
    "lab-chapter-turns": ("轮次", "Turns"),
    "lab-chapter-burning": ("烧牌", "Burning"),
    "lab-chapter-headless": ("无头与四人乱缠", "Headless and the melee"),
    "lab-chapter-variants": ("规则开关与预设", "Switches and presets"),
    "lab-moment-presets": ("其他预设下不一样的是：", "Under other presets it differs:"),
    "lab-moment-presets-same": ("每个预设下都是这样。", "Every preset rules it the same way."),
    "lab-chapter-start": ("开局", "The start of a hand"),
    "lab-chapter-end": ("一手的结束：名次和分数", "The end of a hand: places and scores"),
    "lab-chapter-tribute": ("两手之间：进贡", "Between hands: tribute"),
    # --- docs/live_hooks.py ---
    # The control that makes a chapter page's widgets live (docs/live_hooks.py).
    "live-start": ("▶ 让本页的例子动起来", "▶ Make this page's examples live"),
    "live-start-title": ("在你的浏览器里启动 gouji_sim（Python，从本站文件），页面上的每个控件就地响应",
                         "Start gouji_sim in your browser (Python, from this site's files); every widget "
                         "on the page then answers where it stands"),
    "live-snapshot": ("静态快照", "snapshot"),
    "live-snapshot-title": ("这是构建网站时保存的快照：点一下其中的按钮、输入一套牌或做个选择，例子就会启动，"
                            "你的操作随后生效（页首的“让本页的例子动起来”也一样）",
                            "Saved when the site was built: click a button in it, type a play or make a choice, "
                            "and the examples start, then do what you asked (as “Make this page's examples "
                            "live” at the top does)"),
    "live-starting": ("正在浏览器里启动 Python…", "Starting Python in your browser…"),
    # A snapshot's control touched before the page is live (docs/shared/live/touch.js): the
    # examples start, and the touch is done again on the live widget once they are ready.
    "live-touch-starting": ("正在启动例子（在你的浏览器里运行 Python）…… 一就绪，你刚才的操作就在这里生效。",
                            "Starting the examples (Python in your browser)… what you just did takes effect "
                            "here as soon as they are ready."),
    "live-running": ("正在运行本页的代码（第 {cell}/{total} 格）…", "Running this page's code (cell {cell} of {total})…"),
    "live-ready": ("例子已经动起来：点按钮、输入一套牌并回车，裁判当场裁决。",
                   "The examples are live: click, or type a play and press Enter, and the judge rules here."),
    "live-error": ("没能让例子动起来：{detail}", "Could not make the examples live: {detail}"),
    "live-error-cell": ("本页第 {cell} 个代码格出错：{detail}", "Code cell {cell} of this page failed: {detail}"),
    "live-error-browser": ("这个浏览器不支持模块 Web Worker。", "This browser has no module Web Workers."),
    # --- docs/offline_hooks.py ---
    "site-engine-version": ("判牌规则第 {version} 版", "Rulings, edition {version}"),
    # docs/offline_hooks.py: a new build's service worker has taken over an open page
    "site-update-ready": ("本站有了新版本。", "A new version of the site is ready."),
    "site-update-reload": ("重新载入", "Reload"),
    # docs/offline_hooks.py: every page's line on the site's offline state (the service worker
    # first saves what a table needs, then the other pages)
    "site-offline-caching": ("正在保存本站，以便断网使用… {percent}%", "Saving the site for use offline… {percent}%"),
    "site-offline-table": ("断网可用：首页、实验室、练牌、家规、搜索 · 其余 {percent}%",
                           "Offline: home, Lab, practice, house rules, search · others {percent}%"),
    "site-offline-ready": ("断网也能用", "Works offline"),
    # --- docs/search_hooks.py ---
    "search-house-variant": ("地方玩法", "House variant"),
    # --- tools/build_lite.py ---
    "lite-run-all": ("▶ 全部运行：先点菜单“运行 → 运行所有单元格”，本笔记本的控件就会动起来。",
                     "▶ Run all: choose Run → Run All Cells first, and this notebook's widgets come alive."),
    # --- tools/build_offline.py ---
    "site-app-name": ("够级规则裁判", "Gouji (gouji-sim)"),
    "site-app-short-name": ("够级", "Gouji"),
    "site-app-about": ("够级规则书、规则实验室与练牌桌：装好后断网也能用。",
                       "The Gouji rulebook, Rule Lab and practice table: once installed, they work offline."),
    # --- tools/serve_site.py ---
    # tools/serve_site.py (make serve): one line in both languages, then exit 2
    "serve-port-busy": ("端口 {port} 用不了（{detail}）：请用 --port 换一个端口。",
                        "Port {port} cannot be used ({detail}): choose another with --port."),
    "serve-not-built": ("{directory}/ 还没有生成网站：请先运行 make site。",
                        "{directory}/ holds no built site: run `make site` first."),
    # --- docs/shared/lab/core.js ---
    "lab-entry-play": ("座位 {seat} 出 {play}", "seat {seat} plays {play}"),
    "lab-entry-burn": ("座位 {seat} 烧牌，第一套 {play}", "seat {seat} burns, first set {play}"),
    "lab-entry-pass": ("座位 {seat} 过", "seat {seat} passes"),
    "lab-entry-yield": ("座位 {seat} 让牌", "seat {seat} yields"),
    "lab-action-burn": ("座位 {seat} 烧牌：{sets}", "seat {seat} burns: {sets}"),
    # --- docs/shared/lab/draw.js ---
    "lab-error-field": ("出错的位置：{field}", "Where: {field}"),
    "lab-error-kept": ("实验室保留了之前的局面，可以继续修改。", "The lab kept the previous situation; you can go on editing."),
    "lab-error-fresh": ("链接里的案例无效；编辑区里是实验室自带的示例局面，可以直接修改。",
                        "The link's case is not valid; the editors hold the lab's own example situation instead, which you can edit."),
    "lab-trick-empty": ("本轮还没有人出牌：要裁决的动作就是首出。", "Nothing played in this trick yet: the action judged is the lead."),
    "lab-set-n": ("第 {k} 套", "Set {k}"),
    "lab-reason": ("原因代码", "Reason code"),
    "lab-clauses": ("依据的条款", "Deciding clauses"),
    "lab-expect-ok": ("和案例里写的预期结果一致。", "Matches the case's expect."),
    "lab-expect-bad": ("和案例里写的预期结果不一致：{diff}", "Differs from the case's expect: {diff}"),
    "lab-compare-note": ("每个预设都用它自己的争议开关，本案例的其他开关（如整副牌张数）保留。",
                         "Each preset uses its own disputed switches; this case's other switches (the deck, say) are kept."),
    # a burning set in a drawn trick, numbered (gouji_sim.view.model.EntryView)
    "lab-entry-burn-set": ("座位 {seat} 烧牌，第 {k} 套 {play}", "seat {seat} burns, set {k} {play}"),
    "decide-if": ("如果答成“{answer}”", "If the answer is “{answer}”"),
    "decide-open": ("按这条规矩打开", "Open with this rule"),
    "lab-decide-today": ("这桌现在：{answer}", "At this table now: {answer}"),
    "lab-decide-how": ("每次只换一条规矩（其余照旧），只列出会改变裁决的（合不合法、理由、烧牌结果）。",
                       "Each house rule is changed alone (the rest kept); only changes that alter the ruling (legal or not, the reason, a burn's outcome) are listed."),
    "lab-moment-note": ("这个案例不是一轮牌里的局面，而是一手牌的开局、结束或两手之间的进贡：结果见下面的裁决。",
                        "This case is not a moment of a trick but the start or end of a hand, or the tribute between hands: its outcome is in the ruling below."),
    # --- docs/shared/lab/editors.js ---
    "lab-remove": ("删除", "Remove"),
    "lab-action": ("要裁决的动作", "The action to judge"),
    "lab-acting-seat": ("行动的座位", "Acting seat"),
    "lab-burn-sets": ("烧牌的几套牌（第一套在前）", "The burning sets (first set first)"),
    "lab-add-set": ("加一套", "Add a set"),
    "lab-responses": ("烧牌中间别人的应答", "Answers between the sets"),
    "lab-add-response": ("加一个应答", "Add an answer"),
    "lab-rack": ("牌架：点一张牌，加到正在编辑的牌里", "Card rack: click a card to add it to the cards being edited"),
    "lab-rack-target": ("正在编辑：{target}", "Editing: {target}"),
    "lab-rack-none": ("先点一个牌的输入框", "Click a cards field first"),
    "lab-cards-placeholder": ("点牌架或输入，例如 10 10 J 小王", "click the rack or type, e.g. 10 10 J SJ (SJ, BJ: Small Joker, Big Joker)"),
    "lab-response": ("第 {k} 套之后座位 {seat} 出 {play}", "after set {k}, seat {seat} plays {play}"),
    # --- docs/shared/lab/full-editors.js ---
    "lab-preset": ("预设", "Preset"),
    "lab-switches": ("开关", "Switches"),
    "lab-switch-changed": ("已改动", "changed"),
    "lab-team-odd": ("1·3·5 一伙", "team 1·3·5"),
    "lab-team-even": ("2·4·6 一伙", "team 2·4·6"),
    "lab-hand-mode": ("手牌", "Hand"),
    "lab-mode-unknown": ("未知", "unknown"),
    "lab-mode-count": ("只知张数", "count only"),
    "lab-mode-hand": ("已知手牌", "known hand"),
    "lab-count": ("张数", "cards"),
    "lab-finished": ("已出完", "finished"),
    "lab-place": ("第 {place} 名", "place {place}"),
    "lab-add-entry": ("加入本轮", "Add to the trick"),
    "lab-kind-burn-first": ("烧牌（第一套）", "burn (first set)"),
    # --- docs/shared/lab/full.js ---
    # The Rule Lab page and the casebook pages of the site: gouji_sim/view/lab.py hands
    # every "lab-" entry to the page, so the lab's labels live here and nowhere else.
    "lab-loading": ("正在浏览器里启动裁判（Python）…", "Starting the judge (Python) in your browser…"),
    "lab-load-failed": ("裁判没能启动：{detail}", "The judge could not start: {detail}"),
    "lab-rules": ("规则", "Rules"),
    "lab-table": ("牌桌", "The table"),
    "lab-seats-section": ("座位：手牌、张数、出完", "Seats: hands, counts, who has finished"),
    "lab-trick": ("本轮已经发生的", "The trick so far"),
    # the keyboard's ways
    "lab-skip-action": ("跳到要裁决的动作", "Skip to the action to judge"),
    "lab-compare": ("同一案例在每个预设下", "The same case under every preset"),
    "lab-share": ("分享", "Share"),
    "lab-copy-link": ("复制链接", "Copy link"),
    "lab-copied": ("链接已复制。", "Link copied."),
    "lab-copy-manual": ("请手动复制上面的链接。", "Copy the link above by hand."),
    "lab-link-note": ("链接里带着整个案例，中文版和英文版的实验室都能打开。",
                      "The link carries the whole case; it opens in both the Chinese and the English lab."),
    "lab-case-json": ("案例 JSON（可交给 gouji judge）", "Case JSON (for gouji judge)"),
    # the typed line (gouji_sim/view/lab_line.py): the table said in one line, read by the engine
    "lab-line-title": ("一句话摆牌局", "Say the table in one line"),
    "lab-line-stale": ("牌桌上还是上一次读懂的局面。", "The table still shows the last situation that could be read."),
    "lab-question": ("问题：{q}", "Question: {q}"),
    "lab-hand-cleared": ("座位 {seat} 原来记下的手牌（{hand}）里没有你改的这手牌，所以改成了“未知”；需要的话在“座位”一栏重新填。",
                         "Seat {seat}'s known hand ({hand}) did not hold the play you changed, so it is now unknown; set it again under Seats if you need it."),
    # which house rule decides a ruling (gouji_sim.view.decides)
    "decide-title": ("这个裁决取决于哪条规矩", "Which house rule decides this"),
    "lab-decide-loading": ("正在逐条试换规矩……", "Trying each house rule in turn…"),
    # --- docs/shared/lab/line.js ---
    "lab-reset": ("清空牌局", "Empty table"),
    "lab-line-label": ("牌局（谁出了什么、谁过、谁烧……）", "The table (who played what, who passed, who burned…)"),
    "lab-line-placeholder": ("例如：座位1出 五个10，2过，3过，4 管 五个J", "e.g. seat 1 leads five 10s, seat 2 passes, seat 4 beats with five Js"),
    "lab-line-hint": ("边打字边摆牌局，最后一个动作就是要裁决的。也可以直接问：“大王 8 8 能管 9 9 9 吗？”用下面的编辑区改了局面，这一行也跟着变。",
                      "The table is built as you type; the last action is the one ruled on. You may also ask: “Can a big joker and two 8s beat three 9s?” Edit the situation below and this line follows."),
    "lab-line-reading": ("正在读…", "Reading…"),
    "lab-line-examples": ("试试：", "Try:"),
    "lab-line-example-1": ("座位1出 五个10，2过，3过，4让牌，5 拿 K K K、小王 8 8、9 9 9 烧",
                           "seat 1 leads five 10s, seat 2 passes, seat 3 passes, seat 4 yields, seat 5 burns three Ks then a small joker and two 8s then three 9s"),
    "lab-line-example-2": ("座位1出 五个10，座位2烧 J J J J J、小王 8 8、9 9 9，第2套后座位5管 大王 Q Q",
                           "seat 1 leads five 10s, seat 2 burns five Js then a small joker and two 8s then three 9s, after set 2 seat 5 plays a big joker and two Qs"),
    "lab-line-example-3": ("大王 8 8 能管 9 9 9 吗？", "Can a big joker and two 8s beat three 9s?"),
    "lab-line-example-4": ("上家出了五个10，我能烧吗", "The player before me leads five 10s. May I burn?"),
    # --- docs/shared/lab/mini.js ---
    "lab-mini-hint": ("改一改动作，马上重新裁决。", "Change the action and it is judged again at once."),
    # --- docs/shared/lab/panels.js ---
    "lab-score-title": ("记分：六个名次 → 分数和进贡", "Scoring: six places → points and tribute"),
    "lab-score-intro": ("按出完的先后给每个名次选座位，得到每家的分、两伙的分（串三户、只记正分、满贯）和下一手要进的贡。",
                        "Pick the seat in each place, in the order they went out, to get each seat's points, the two teams' scores (串三户, positive only, grand slam) and the tribute owed before the next deal."),
    "lab-score-place": ("{title}（第 {place} 名）", "Place {place} ({title})"),
    "lab-score-slam": ("头科走完时别人一张牌都还没出", "First place went out before anyone else played a card"),
    "lab-score-points": ("得分", "Points"),
    "lab-score-place-col": ("名次", "Place"),
    "lab-score-sum": ("联邦 {team}：合计 {sum}，记 {recorded} 分", "Team {team}: sum {sum}, recorded {recorded}"),
    "lab-score-why": ("怎么算的", "How it is counted"),
    "lab-score-tribute": ("下一手之前要进的贡", "Tribute before the next deal"),
    "lab-start-title": ("开局：这手牌能革命吗？要买 3 吗？上班吗？", "Start of a hand: may it revolt? must it buy a 3? does it lead?"),
    "lab-start-intro": ("输入一家刚发到的牌（判上班要写 3 的花色，例如 ♠3 ♠3；别的牌不必写全），得到开局时对它的裁决。",
                        "Enter the cards just dealt to one seat (give the 3s their suits for 上班, e.g. ♠3 ♠3; the other cards need not all be there) to get the rulings on it before the first lead."),
    "lab-start-seat": ("座位", "Seat"),
    "lab-start-hand": ("发到的牌", "Cards dealt"),
    "lab-start-first": ("第一手牌的第一次发牌（还没重发过）", "The first deal of the first hand (no redeal yet)"),
    "lab-start-yes": ("可以", "Yes"),
    "lab-start-no": ("不可以", "No"),
    "lab-panel-link": ("这个结果的链接", "Link to this result"),
    "lab-panel-error-title": ("这个输入不能裁决", "This input cannot be ruled"),
    "lab-panel-error-fresh": ("链接里的内容无效；上面的表单里是默认的例子，可以直接修改。", "The link's content is not valid; the form above holds the default example instead, which you can edit."),
    # --- docs/shared/practice/advice.js ---
    "practice-verdict-title": ("裁判", "The judge"),
    "practice-hint-yield-title": ("能让牌吗？", "Could you yield?"),
    "practice-hint-more": ("……还有 {n} 种", "… and {n} more"),
    # hints (gouji_sim.view.hints_view): what the bot would do, and a doubtful move's clause
    "practice-hint-bot-title": ("机器人会怎么做", "What the bot would do"),
    "practice-hint-selection-title": ("你选的牌，裁判怎么说", "Your selection, as the judge sees it"),
    # --- docs/shared/practice/controls.js ---
    "practice-lesson-list": ("跟着课打：", "Guided lessons:"),
    "practice-ask-every": ("每次能烧、能接时都问我", "Ask me at every burn chance"),
    "practice-ask-every-note": ("勾上时，每次规则允许你烧牌或接烧牌，牌桌都会停下来问你，即使你的牌做不到；不勾时只在你的牌真能烧、能接时才问。",
                                "Ticked, the table stops whenever the rules let you burn or answer a burn, even when your cards cannot; unticked, only when your cards really can."),
    "practice-learner": ("练习模式：错牌可以重出", "Learner mode: retry a wrong follow"),
    "practice-learner-note": ("勾上时，管不上的牌被拒绝后你可以再出；真正的牌桌上错牌不出，这一轮你就不能再出牌了（PLAY-6）。",
                              "Ticked, a refused follow may be tried again; at a real table a wrong follow costs you the right to follow in the rest of the trick (PLAY-6)."),
    "practice-seed": ("牌号", "Deal number"),
    "practice-seat": ("你的座位", "Your seat"),
    "practice-preset": ("规则", "Rules"),
    "practice-bots": ("机器人水平", "Bot level"),
    "practice-bots-heuristic": ("经验型", "rule of thumb"),
    "practice-bots-strong": ("高手型", "strong"),
    "practice-bots-random": ("随机", "random"),
    "practice-new": ("新的一手", "New hand"),
    "practice-mode-watch": ("看六个机器人打", "Watch six bots"),
    "practice-mode-drills": ("练习题", "Drills"),
    # --- docs/shared/practice/drills.js ---
    "practice-drill-title": ("第 {k} 题，共 {n} 题", "Question {k} of {n}"),
    "practice-drill-check": ("确定", "Check"),
    "practice-drill-next": ("下一题", "Next question"),
    "practice-drill-right": ("答对了。", "Right."),
    "practice-drill-wrong": ("不对。", "Not quite."),
    "practice-drill-answer-was": ("裁判的答案：{answer}", "The judge's answer: {answer}"),
    "practice-drill-share": ("把这组题发给别人：", "Share this drill set:"),
    # the drills on the page: clauses, the score so far, progress kept in the browser, review
    "practice-drill-about": ("这题考的规则：", "This question is about:"),
    "practice-drill-so-far": ("到现在答对 {right} 题，共答 {answered} 题（这组 {total} 题）", "{right} of {answered} right so far ({total} in the set)"),
    "practice-drill-final": ("这组题做完了：{total} 题答对 {right} 题。", "The drill set is finished: {right} of {total} right."),
    "practice-drill-open-lab": ("在规则实验室里打开这一题", "Open this question in the Rule Lab"),
    "practice-drill-progress-title": ("每条规则的成绩（只存在这个浏览器里）", "Your record per clause (kept in this browser only)"),
    "practice-drill-progress-row": ("{clause}：{right} / {seen}", "{clause}: {right} of {seen}"),
    "practice-drill-progress-none": ("还没有记录。", "Nothing recorded yet."),
    "practice-drill-review": ("复习我做错的题（{n} 题）", "Review my misses ({n})"),
    "practice-drill-review-none": ("没有做错的题要复习。", "No misses to review."),
    "practice-drill-forget": ("清除我的记录", "Forget my record"),
    "practice-drill-reviewing": ("复习做错的题", "Reviewing your misses"),
    "practice-drill-picked": ("已选", "chosen"),
    # --- docs/shared/practice/end.js ---
    "practice-team-scores": ("联邦得分：{teams}", "Team scores: {teams}"),
    "practice-download": ("下载这一手的记录", "Download the hand's record"),
    "practice-coach": ("复盘这一手", "Review this hand"),
    "practice-coach-title": ("复盘", "Review of the hand"),
    "practice-coach-why": ("理由：", "Why:"),
    "practice-coach-busy": ("正在复盘：你每个有选择的决定，都和另外几种选择一起由高手型机器人推演到这一手结束，要几秒钟……",
                            "Reviewing: each of your decisions that had a choice is played out to the end of the hand, with a few other choices, by the strong bot. This takes a few seconds…"),
    "practice-coach-note": ("复盘只看你自己的决定。推演的次数不多，所以只标出差别明显的决定；得分是你们这一方这一手的分，正负都算。",
                            "The review looks at your own decisions only. The playouts are few, so only clear differences are marked; points are your team's for this hand, counting losses too."),
    "practice-replay-note": ("记录里有这一手的每一步，可以拿去一步步重看；怎么打开，见本页“给程序员”一节。",
                             "The record holds every step of the hand, to be stepped through again; this page's “For programmers” notes say how to open it."),
    # --- docs/shared/practice/hand.js ---
    "practice-your-hand": ("你的牌（座位 {seat}）", "Your hand (seat {seat})"),
    "practice-selected": ("选中：{cards}", "Selected: {cards}"),
    "practice-nothing-selected": ("点牌把它们选进这一手", "Click cards to build your play"),
    "practice-hand-left": ("这一手打完了：你手里还剩 {n} 张牌", "The hand is over: you held {n} cards at its end"),
    "practice-hand-out": ("这一手打完了：你的牌出完了", "The hand is over: you played out all your cards"),
    # --- docs/shared/practice/practice.js ---
    # the practice page (docs/shared/practice/practice.js gets every "practice-" entry)
    "practice-loading": ("正在浏览器里启动引擎（Python）…", "Starting the engine (Python) in your browser…"),
    "practice-load-failed": ("引擎没能启动：{detail}", "The engine could not start: {detail}"),
    "practice-error": ("出了点问题：{detail}", "Something went wrong: {detail}"),
    "practice-clear": ("清除选择", "Clear"),
    "practice-status-your-turn": ("轮到你了（{phase}）", "Your turn ({phase})"),
    "practice-status-bots": ("机器人在出牌…", "The bots are playing…"),
    "practice-status-over": ("这一手结束了。", "The hand is over."),
    "practice-drill-seats-none": ("没有人", "nobody"),
    # the table's fixes
    "practice-bad-link": ("链接里的 {part} 看不懂（{detail}）。请检查链接，或者点“新的一手”。",
                          "This link's {part} cannot be read ({detail}). Check the link, or press “New hand”."),
    # the practice table's own skip link, past the page's
    # introduction and the table's settings to the reader's hand
    "practice-skip-table": ("跳到牌桌", "Skip to the table"),
    # --- docs/shared/practice/watch.js ---
    "practice-status-watch": ("观看：六个机器人打种子 {seed} 的这一手", "Watching six bots play the hand of seed {seed}"),
    "practice-watch-play": ("▶ 播放", "▶ Play"),
    "practice-watch-pause": ("⏸ 暂停", "⏸ Pause"),
    "practice-watch-step": ("下一步 ⏭", "Step ⏭"),
    "practice-watch-end": ("直接到结尾 ⏩", "To the end ⏩"),
    # --- docs/shared/search/search.js ---
    "lab-search-open": ("在规则实验室里打开", "Open in the Rule Lab"),
    "lab-search-house": ("按你们在“家规”页选的规则判。", "Ruled under the house rules you chose on the house-rules page."),
    "lab-search-unread": ("这像是在问一个局面，但还没读全：", "This looks like a table situation, but it could not be read in full:"),
    # 接风 by consent (TURN-8 v5): the Lab's words for the request and the answers
    "lab-entry-wind": ("座位 {seat} 申请接风", "seat {seat} asks to take over the lead"),
    "lab-entry-agree": ("座位 {seat} 同意接风", "seat {seat} agrees to the takeover"),
    "lab-entry-refuse": ("座位 {seat} 不同意接风", "seat {seat} refuses the takeover"),
    # --- issue 45: an answer asked as a table talks (gouji_sim/view/answer_view.py; the Lab's line,
    # its #q= link and the search box draw it) ---
    "ask-why": ("为什么", "Why"),
    "lab-answer-more": ("这次裁决的全部细节", "Every fact of this ruling"),
    "ask-understood": ("读作：", "Read as:"),
    "ask-assumed": ("假定：", "Assumed:"),
    "ask-clauses": ("依据的规则", "The rules that decide it"),
    "ask-suggest": ("你是不是想问：", "Did you mean:"),
    "ask-missing": ("还缺", "Missing"),
    "ask-open-lab": ("在规则实验室里打开", "Open in the Rule Lab"),
    "ask-unread-title": ("没读懂这一句。", "That question could not be read."),
    "ask-meaning-title": ("这是在问词的意思。", "That asks what a word means."),
    "ask-meaning-link": ("在术语表里查", "Look it up in the glossary"),
    "ask-skipped": ("没用上的词：{words}", "Words skipped: {words}"),
    "ask-understood-so-far": ("读懂了：{line}", "Understood: {line}"),
    "ask-missing-what": ("还缺：{what}", "Missing: {what}"),
    "ask-open-score": ("打开记分面板（已填好）", "Open the score panel, filled in"),
    "ask-open-start": ("打开开局面板（已填好）", "Open the start-of-hand panel, filled in"),
    # issue 46: a short lesson done while its hand goes on (the table stops on the move it taught)
    "practice-status-lesson-done": ("这一课学完了，牌桌停在这一步。", "Lesson done: the table stops at this move."),
    # the page that sends /zh/ to the Chinese site (tools/build_offline.py)
    "site-zh-redirect-title": ("够级 · 中文", "Gouji · Chinese"),
    "site-zh-redirect": ("中文站在网站根目录。正在打开……", "The Chinese site is at the site's root. Opening…"),
    # ask-finish: under a link's question not read on its first load, the table is empty
    "lab-line-unread-empty": ("牌桌是空的：还没有读懂的局面。可以在下面摆，或点上面的问题。",
                              "The table is empty: nothing has been read yet. Set it out below, or tap a question above."),
    # ask-more: a points question with no places opens the score panel to fill them in
    "ask-fill-score": ("打开记分面板，填上名次", "Open the score panel to fill in the places"),
    "ask-fill-start": ("打开开局面板，填上手牌", "Open the start-of-hand panel to fill in the hand"),
}

register("site", ENTRIES)
