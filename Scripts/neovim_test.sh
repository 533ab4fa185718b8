#!/usr/bin/env bash
# Runs Neovim headless with `screenspec lsp` as its language server on a screen file with a
# mistake in the unsaved buffer, and checks that the mistake's diagnostic appears in the
# editor, at its place, and goes when the mistake is undone. A real client, not our own.
# Usage: Scripts/neovim_test.sh [PATH_TO_SCREENSPEC]
# Needs Debian's neovim (installed by .ci/run when missing; 0.7 has no vim.lsp.start, so the
# script falls back to vim.lsp.start_client there).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tool="${1:-$root/.build/debug/screenspec}"
tool="$(cd "$(dirname "$tool")" && pwd)/$(basename "$tool")"
[ -x "$tool" ] || { echo "neovim: no executable at $tool"; exit 1; }
if ! command -v nvim >/dev/null 2>&1; then
  echo "neovim: nvim not installed; skipped"
  exit 0
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -r "$root/Screens" "$work/Screens"
cat > "$work/test.lua" <<'LUA'
local out = io.open(os.getenv("RESULT"), "w")
local file = os.getenv("SPEC_FILE")
vim.cmd("edit " .. file)
local buf = vim.api.nvim_get_current_buf()
-- The mistake is only in the buffer, never saved: the server must read the editor's text.
local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
for i, line in ipairs(lines) do
  if line:match("^title:") then
    vim.api.nvim_buf_set_lines(buf, i - 1, i, false, { (line:gsub("^title:", "titel:")) })
    break
  end
end
local config = {
  name = "screenspec",
  cmd = { os.getenv("SCREENSPEC"), "lsp" },
  root_dir = vim.fn.fnamemodify(file, ":h"),
}
local id
if vim.lsp.start then
  id = vim.lsp.start(config)
else
  id = vim.lsp.start_client(config)
  vim.lsp.buf_attach_client(buf, id)
end
local shown = vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
out:write(shown and "shown\n" or "none shown\n")
for _, d in ipairs(vim.diagnostic.get(buf)) do
  out:write(string.format("%d:%d: %s\n", d.lnum, d.col, d.message))
end
vim.cmd("silent undo")
local cleared = vim.wait(20000, function() return #vim.diagnostic.get(buf) == 0 end, 50)
out:write(cleared and "cleared\n" or "not cleared\n")
out:close()
vim.lsp.stop_client(id)
vim.cmd("qa!")
LUA
result="$work/result.txt"
RESULT="$result" SPEC_FILE="$work/Screens/settings.yaml" SCREENSPEC="$tool" \
  timeout 120 nvim --headless --clean -c "luafile $work/test.lua" >/dev/null 2>"$work/stderr" || true
passed=0
failed=0
check() { # check DESCRIPTION LINE: the result has exactly this line
  if grep -qxF -- "$2" "$result" 2>/dev/null; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL: $1 (no line '$2')"
    sed 's/^/  | /' "$result" "$work/stderr" 2>/dev/null || true
  fi
}
line="$(grep -n '^title:' "$work/Screens/settings.yaml" | head -1 | cut -d: -f1)"
check "the diagnostics of the unsaved buffer appear" "shown"
check "at the key, with check's message" "$((line - 1)):0: unknown key 'titel'; did you mean 'title'?"
check "undoing the mistake clears them" "cleared"
echo "neovim: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
