#!/usr/bin/env bash
# Drives `screenspec watch` and `screenspec play` in a real terminal under tmux and checks
# what the screen shows. Usage: Scripts/tmux_test.sh [PATH_TO_SCREENSPEC]
# Needs Debian's tmux (installed by .ci/run when missing).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tool="${1:-$root/.build/debug/screenspec}"
tool="$(cd "$(dirname "$tool")" && pwd)/$(basename "$tool")"
[ -x "$tool" ] || { echo "tmux: no executable at $tool"; exit 1; }
work="$(mktemp -d)"
session="screenspec-$$"
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$work"' EXIT
cp -r "$root/Screens" "$work/Screens"
cp -r "$root/Scenarios" "$work/Scenarios"
passed=0
failed=0

screen() { tmux capture-pane -p -t "$session"; }
expect() { # expect DESCRIPTION TEXT: waits up to 5 s for TEXT on screen
  for _ in $(seq 50); do
    if screen | grep -qF -- "$2"; then passed=$((passed + 1)); return 0; fi
    sleep 0.1
  done
  failed=$((failed + 1))
  echo "FAIL: $1 (no '$2' on screen)"
  screen | sed 's/^/  | /'
}

# Waits up to 5 s for the program in the pane to exit (the shell is in front again), so
# that what is typed next reaches the shell, not the program still quitting.
shell_back() {
  for _ in $(seq 50); do
    [ "$(tmux display-message -p -t "$session" '#{pane_current_command}')" = bash ] && return 0
    sleep 0.1
  done
}

tmux new-session -d -s "$session" -x 80 -y 50 "bash --norc --noprofile"
tmux send-keys -t "$session" "cd '$work' && PS1='$ ' && clear" Enter

# watch: an edit re-renders; a broken edit shows a located error; a fix recovers.
tmux send-keys -t "$session" "'$tool' watch Screens/account.yaml --color never" Enter
expect "watch draws the screen" "Account Type"
sed -i 's/title: Account Type/title: Plan/' "$work/Screens/account.yaml"
expect "watch re-renders after an edit" "│ │ Plan"
printf 'title: [Broken\n' > "$work/Screens/account.yaml"
expect "watch shows a located error" "Screens/account.yaml:2:1: error:"
cp "$root/Screens/account.yaml" "$work/Screens/account.yaml"
expect "watch recovers after a fix" "Account Type"
tmux send-keys -t "$session" C-c
shell_back
tmux send-keys -t "$session" "echo watch-stopped" Enter
expect "Ctrl-C stops watch" "watch-stopped"

# watch of a scenario: an edit to a screen of the app it drives redraws it.
tmux send-keys -t "$session" "clear; '$tool' watch Scenarios/pick-weight-class.yaml --color never" Enter
expect "watch draws a scenario" "step 2: tap Welterweight"
sed -i 's/title: Fight Card/title: Bout Card/' "$work/Screens/fight-card.yaml"
expect "watch of a scenario redraws when its app changes" "Bout Card"
cp "$root/Screens/fight-card.yaml" "$work/Screens/fight-card.yaml"
tmux send-keys -t "$session" C-c
shell_back

# play: Enter on the weight-class row opens the picker; Enter on Welterweight moves the
# checkmark and pops back; q restores the terminal.
tmux send-keys -t "$session" "clear; '$tool' play Screens/fight-card.yaml --color never --width 40" Enter
expect "play draws the fight card" "Weight Class       Lightweight"
tmux send-keys -t "$session" Enter
expect "Enter pushes the picker" "Choose the division for this bout"
tmux send-keys -t "$session" Down Down Down Down
expect "the cursor moves" "»Welterweight"
tmux send-keys -t "$session" Enter
expect "choosing pops back with the new value" "Weight Class      Welterweight"
tmux send-keys -t "$session" q
shell_back
tmux send-keys -t "$session" "clear; stty -a | grep -o -- ' -\?icanon\| -\?echo ' | tr -d ' ' | paste -sd, -" Enter
expect "the terminal is restored after q" "icanon,echo"

tmux send-keys -t "$session" "clear; '$tool' play Screens/posts.yaml --color never --width 40" Enter
expect "play draws the feed" "Posts (3 unread)"
tmux send-keys -t "$session" C-c
shell_back
tmux send-keys -t "$session" "clear; stty -a | grep -o -- ' -\?icanon\| -\?echo ' | tr -d ' ' | paste -sd, -" Enter
expect "the terminal is restored after Ctrl-C" "icanon,echo"

# play with controls: Space flips a switch, Enter on a text field types on the footer line.
tmux send-keys -t "$session" "clear; '$tool' play Screens/settings.yaml --color never --width 40" Enter
expect "play draws the settings" "Allow Notifications"
tmux send-keys -t "$session" " "
expect "Space flips the switch" "Allow Notifications        ○ Off"
tmux send-keys -t "$session" " "
tmux send-keys -t "$session" Down Down Enter
expect "Enter on a text field opens the typing line" "Name: _"
tmux send-keys -t "$session" "mike" Enter
expect "the typed text is set, capitalised" "Mike"
tmux send-keys -t "$session" q
shell_back

# play at the terminal's width keeps the other drawing flags: at --text-size ax3 a row's
# value is drawn under its title (before, the terminal's width dropped the text size).
tmux send-keys -t "$session" "clear; '$tool' play Screens/fight-card.yaml --color never --text-size ax3" Enter
expect "play at the terminal's width keeps --text-size" "│ │                                        Lightweight › │ │"
tmux send-keys -t "$session" q
shell_back

# play in a small terminal: a 30-row list in 80x12 keeps the title and the cursor in view,
# follows the cursor to the last row, and says so when the terminal is too small.
mkdir -p "$work/Long"
{ echo "title: Long List"; echo "rows:"; for i in $(seq 30); do echo "  - Item $i"; done; } > "$work/Long/long.yaml"
small="$session-small"
tmux new-session -d -s "$small" -x 80 -y 12 "bash --norc --noprofile"
tmux send-keys -t "$small" "cd '$work' && PS1='$ ' && clear" Enter
tmux send-keys -t "$small" "'$tool' play Long/long.yaml --color never --width 40" Enter
session_saved="$session"; session="$small"
expect "a small terminal shows the title" "Long List"
expect "a small terminal shows the cursor" "»Item 1 "
expect "a small terminal shows one short keys line" "? keys · q quit"
for _ in $(seq 29); do tmux send-keys -t "$small" Down; done
expect "the list follows the cursor to the last row" "»Item 30"
expect "the title stays while scrolled" "Long List"
expect "the top border stays while scrolled" "╭──────"
tmux resize-window -t "$small" -x 80 -y 6 2>/dev/null || tmux resize-pane -t "$small" -y 6
expect "a terminal below the usable size is told so" "too small for play"
tmux send-keys -t "$small" q
session="$session_saved"
tmux kill-session -t "$small" 2>/dev/null || true

echo "tmux: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
