#!/usr/bin/env bash
# The site's pages: both languages' MkDocs builds at the same time (run by tools/build_site.sh
# from the repository's root; each build executes its own notebooks).
#
#   tools/build_pages.sh [SITE]     SITE (default site/): 中文 (mkdocs.yml);
#                                   SITE/en/: English (mkdocs.en.yml), built into build/site/en
#                                   first (the Chinese build empties SITE as it starts)
#
# A build never hangs the script (issue 47: a notebook's kernel that could not open its port,
# left running, held the build's output pipe open for 8 minutes):
# * each build writes to its own log file (build/site/mkdocs-{zh,en}.log), never to a pipe that
#   a process left behind could hold open; the logs are shown, filtered, when the build ends;
# * each build runs in a process group of its own (timeout's), bounded by MKDOCS_TIMEOUT
#   seconds; the first build to fail stops the other at once (its whole group: MkDocs and what
#   it started; a notebook's kernel ends with its MkDocs), and the script says which failed and
#   on which page (MkDocs names it: "Error reading page '…ipynb'");
# * when the script ends, however it ends (Ctrl-C too), no build of it is left running.
#
# MKDOCS (default: the mkdocs beside $PY) and MKDOCS_TIMEOUT (600) may be set.
set -euo pipefail

SITE=${1:-site}
PY=${PY:-.venv/bin/python}
MKDOCS=${MKDOCS:-$(dirname "$PY")/mkdocs}
MKDOCS_TIMEOUT=${MKDOCS_TIMEOUT:-600}
NOISE='^\s*$|Kernel is running over TCP|jieba|Prefix dict|Loading model'

mkdir -p build/site
rm -rf build/site/en

declare -A pid=() config=() name=()
config[en]=mkdocs.en.yml name[en]="English"
config[zh]=mkdocs.yml name[zh]="中文 (Chinese)"

stop() {  # LANG: stop that build's whole process group, if it still runs
  local p=${pid[$1]:-}
  [ -n "$p" ] || return 0
  kill -TERM -- "-$p" 2>/dev/null || kill -TERM "$p" 2>/dev/null || true
  wait "$p" 2>/dev/null || true
  pid[$1]=
}
trap 'stop en; stop zh' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

start() {  # LANG SITE_DIR
  timeout --kill-after=10 "$MKDOCS_TIMEOUT" "$MKDOCS" build --strict -f "${config[$1]}" --site-dir "$2" \
    >"build/site/mkdocs-$1.log" 2>&1 </dev/null &
  pid[$1]=$!
}

show() {  # LANG: the build's log, filtered, each line marked with its language
  grep -vE "$NOISE" "build/site/mkdocs-$1.log" | sed "s/^/    $1: /" || true
}

failed() {  # LANG STATUS: say which build failed and on which page; stop the other; exit
  local lang=$1 status=$2 other page
  other=$([ "$lang" = en ] && echo zh || echo en)
  stop "$other"
  show "$lang" >&2
  page=$(grep -oE "Error (reading|building) page '[^']*'" "build/site/mkdocs-$lang.log" | head -1 || true)
  [ "$status" -eq 124 ] && page="timed out after ${MKDOCS_TIMEOUT}s${page:+; $page}"
  echo "${name[$lang]} pages: mkdocs build -f ${config[$lang]} failed (exit $status${page:+: $page});" \
       "the ${name[$other]} build was stopped. / ${config[$lang]} 构建失败（退出码 $status${page:+：$page}），另一种语言的构建已停止。" >&2
  exit "$status"
}

start en build/site/en
start zh "$SITE"
for _ in 1 2; do
  set +e
  wait -n -p done "${pid[en]}" "${pid[zh]}" 2>/dev/null
  status=$?
  set -e
  # the pid that ended, as a language
  lang=$([ "$done" = "${pid[en]}" ] && echo en || echo zh)
  pid[$lang]=
  [ "$status" -eq 0 ] || failed "$lang" "$status"
done
trap - EXIT
show zh
show en
mv build/site/en "$SITE/en"
