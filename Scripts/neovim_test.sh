#!/usr/bin/env bash
# Runs Neovim headless with `screenspec lsp` as its language server on a screen file with a
# mistake in the unsaved buffer, and checks that the mistake's diagnostic appears in the
# editor, at its place, and goes when the mistake is undone or mended by the server's quick
# fix (a code action applied), and that renaming a screen renames its file. A real client, not our own,
# started by exactly the documented Neovim snippet (taken from Docs/Editors.md, so the two cannot
# drift; it works on Debian's Neovim 0.7 and on 0.8+).
# Usage: Scripts/neovim_test.sh [PATH_TO_SCREENSPEC]
# Needs Debian's neovim (installed by .ci/run when missing).
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
# The README's snippet: the first ```lua block after the **Neovim** paragraph.
awk '/^\*\*Neovim\*\*/ { found = 1 } found && /^```lua$/ { inside = 1; next }
  inside && /^```$/ { exit } inside' "$root/Docs/Editors.md" >"$work/init.lua"
grep -q 'screenspec' "$work/init.lua" || { echo "neovim: no Neovim snippet in Docs/Editors.md"; exit 1; }
# The snippet runs `screenspec` from PATH: put the tool under test there by that name.
mkdir "$work/bin"
ln -s "$tool" "$work/bin/screenspec"
cat > "$work/test.lua" <<'LUA'
local out = io.open(os.getenv("RESULT"), "w")
local file = os.getenv("SPEC_FILE")
-- The clients (of a buffer), on 0.7 and on later versions alike.
local function clients(filter)
  if vim.lsp.get_clients then return vim.lsp.get_clients(filter) end
  if filter then return vim.lsp.buf_get_clients(filter.bufnr) end
  return vim.lsp.get_active_clients()
end
-- The README's snippet, as an init.lua would run it; opening the file starts the server.
dofile(os.getenv("SNIPPET"))
vim.cmd("edit " .. file)
local buf = vim.api.nvim_get_current_buf()
local attached = vim.wait(20000, function() return next(clients({ bufnr = buf })) ~= nil end, 50)
out:write(attached and "attached\n" or "not attached\n")
-- The mistake is only in the buffer, never saved: the server must read the editor's text.
local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
for i, line in ipairs(lines) do
  if line:match("^title:") then
    vim.api.nvim_buf_set_lines(buf, i - 1, i, false, { (line:gsub("^title:", "titel:")) })
    break
  end
end
local shown = vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
out:write(shown and "shown\n" or "none shown\n")
for _, d in ipairs(vim.diagnostic.get(buf)) do
  out:write(string.format("%d:%d: %s\n", d.lnum, d.col, d.message))
end
vim.cmd("silent undo")
local cleared = vim.wait(20000, function() return #vim.diagnostic.get(buf) == 0 end, 50)
out:write(cleared and "cleared\n" or "not cleared\n")
-- The mistake again, mended by the server's quick fix: the buffer's text changes.
local title_line
for i, line in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
  if line:match("^title:") then
    title_line = i
    vim.api.nvim_buf_set_lines(buf, i - 1, i, false, { (line:gsub("^title:", "titel:")) })
    break
  end
end
vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
vim.api.nvim_win_set_cursor(0, { title_line, 0 })
-- Neovim 0.7 asks which action through vim.ui.select; 0.8+ applies the only one itself.
vim.ui.select = function(items, _, choose) choose(items[1], 1) end
if vim.fn.has("nvim-0.8") == 1 then
  vim.lsp.buf.code_action({ context = { only = { "quickfix" } }, apply = true })
else
  vim.lsp.buf.code_action({ only = { "quickfix" } })
end
local fixed = vim.wait(20000, function()
  return vim.api.nvim_buf_get_lines(buf, title_line - 1, title_line, false)[1]:match("^title:") ~= nil
end, 50)
out:write(fixed and "quick fix applied\n" or "quick fix not applied\n")
local mended = vim.wait(20000, function() return #vim.diagnostic.get(buf) == 0 end, 50)
out:write(mended and "fix cleared\n" or "fix not cleared\n")
-- Another screen of the same folder is attached to the same server, not a second one.
vim.cmd("edit " .. vim.fn.fnamemodify(file, ":h") .. "/home.yaml")
local other = vim.api.nvim_get_current_buf()
vim.wait(20000, function() return next(clients({ bufnr = other })) ~= nil end, 50)
local count = 0
for _ in pairs(clients()) do count = count + 1 end
out:write(string.format("servers: %d\n", count))
-- Renaming a screen named by its file renames the file too: Neovim 0.7 offers the rename
-- operation without saying `documentChanges`, and applies them.
local folder = vim.fn.fnamemodify(file, ":h")
for i, line in ipairs(vim.api.nvim_buf_get_lines(other, 0, -1, false)) do
  local at = line:find("push: posts", 1, true)
  if at then
    vim.api.nvim_win_set_cursor(0, { i, at + 6 })
    break
  end
end
vim.lsp.buf.rename("articles")
local moved = vim.wait(20000, function()
  return vim.fn.filereadable(folder .. "/articles.yaml") == 1
end, 50)
out:write(moved and "file renamed\n" or "file not renamed\n")
out:close()
vim.lsp.stop_client(clients())
vim.cmd("qa!")
LUA
result="$work/result.txt"
PATH="$work/bin:$PATH" RESULT="$result" SPEC_FILE="$work/Screens/settings.yaml" \
  SNIPPET="$work/init.lua" timeout 120 nvim --headless --clean -c "luafile $work/test.lua" >/dev/null 2>"$work/stderr" || true
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
check "the README's snippet starts the server and attaches the buffer" "attached"
check "the diagnostics of the unsaved buffer appear" "shown"
check "at the key, with check's message" "$((line - 1)):0: unknown key 'titel'; did you mean 'title'?"
check "undoing the mistake clears them" "cleared"
check "the quick fix changes the buffer's text" "quick fix applied"
check "and its diagnostic goes" "fix cleared"
check "a second screen of the folder shares the server" "servers: 1"
check "renaming a screen named by its file renames the file" "file renamed"
echo "neovim: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
