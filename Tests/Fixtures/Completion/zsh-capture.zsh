#!/usr/bin/env zsh
# zsh-capture.zsh FPATH_DIR COMMAND_LINE: the completions a real interactive zsh offers when Tab is
# pressed at the end of COMMAND_LINE, one per line (ShellCompletionTests). The completion system runs
# as it would for a user; only compadd is wrapped, to print what it adds.
zmodload zsh/zpty || exit 3
zpty z zsh -f -i
zpty -w z "fpath=(${(q)1} \$fpath); autoload -U compinit; compinit -u -D"
zpty -w z 'zstyle ":completion:*" list-grouped false; zstyle ":completion:*" insert-tab false; zstyle ":completion:*" menu no'
zpty -w z 'compadd () { if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return $?; fi; typeset -a __hits; builtin compadd -A __hits "$@"; local h; for h in $__hits; do print -r -- "<<""match>>$h"; done; }'
zpty -w z '_capture_done() { print -r -- "<<""done>>"; }; comppostfuncs=(_capture_done)'
zpty -w z "$2"$'\t'
output=""
integer tries=0
while (( tries++ < 600 )); do
    if zpty -rt z chunk; then output+=$chunk; [[ $output == *'<<done>>'* ]] && break; else sleep 0.05; fi
done
zpty -d z

print -r -- "${output}" | tr -d '\r' | grep -o '<<match>>[^[:space:]<]*' | sed 's/^<<match>>//' | sort -u
[[ $output == *'<<done>>'* ]]
