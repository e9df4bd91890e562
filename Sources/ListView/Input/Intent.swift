/// What a key asks the list view to do. Keys map to intents through the key tables
/// (``KeyTable``); ``ListState`` carries intents out, so they can be tested without keys.
public enum Intent: Hashable, Sendable {
    // MARK: The list, in normal and editing mode
    case nextRow, previousRow, firstRow, lastRow, pageDown, pageUp
    case toggleEditing
    /// `d`: swipe-to-delete in normal mode, the deletion control in editing mode; again confirms.
    case delete
    /// `h` `←`: the row's trailing actions (swipe-to-delete: the Delete button, by default);
    /// with the trailing actions showing, the first of them (a full swipe).
    case swipe
    /// `l` `→`: the row's leading actions; with them showing, the first (a full swipe); with
    /// a Delete button or the trailing actions showing, dismiss them.
    case leadingActions
    /// `Esc` on a showing button or question: dismiss it.
    case dismiss
    /// `Esc` in the list: dismiss a Delete button, else clear the filter.
    case cancel
    /// `/`: the filter field.
    case filter
    /// `+`: Add, or the current section's insertion control while editing.
    case add
    /// `--pick`: Enter takes the checked rows, or the cursor's.
    case choose
    /// `--pick`: Esc leaves, choosing nothing.
    case abandonPick
    /// `.`: repeat the last change.
    case repeatLastChange
    /// `n` / `N`: the next / previous row the last filter query matches.
    case searchNext, searchPrevious
    /// `*`: filter by the cursor row's first word.
    case filterByFirstWord
    /// `o` / `O`: Add, the new row going below / above the cursor's row.
    case addBelow, addAbove
    /// `J` / `K`: drag the row one place down / up.
    case dragDown, dragUp
    /// `Space` `m`: pick the row up to drag it with `j`/`k`.
    case pickUp
    /// `Enter` `r`: edit the row's text; on a placeholder in editing mode, insert.
    case editRow
    case undo, redo, save, quit
    case help
    /// `Ctrl-E` / `Ctrl-Y`: scroll the preview pane by this many lines (down when positive).
    case scrollPreview(Int)
    /// `Ctrl-T`: hide or show the preview pane.
    case togglePreview
    /// `Ctrl-D` / `Ctrl-U`: half a page down / up, the cursor keeping its place on screen.
    case halfPageDown, halfPageUp
    /// A digit of a count for the next motion or move: `3j`, `12G`, `4J`.
    case countDigit(Int)
    /// `Z`: wait for the second key of `ZZ` or `ZQ`.
    case zPrefix
    /// `y`: wait for the second key of `yy`.
    case yPrefix
    /// `>` / `<`: wait for the second key of `>>` / `<<`.
    case indentPrefix, outdentPrefix
    /// `z`: wait for the second key of `za`, `zo`, `zc`, `zR` or `zM`.
    case foldPrefix
    /// `za`: fold the row's descendants away, or show them again (on a row without any, the
    /// fold it is in).
    case toggleFold
    /// `zo` / `zc`: show the row's descendants / fold them away.
    case openFold, closeFold
    /// `zR` / `zM`: unfold every row / fold every row that has descendants.
    case openAllFolds, closeAllFolds
    /// `>>` / `<<` (`>` / `<` with rows checked): the row, or the checked rows, with their
    /// descendants, a level in / out.
    case indent, outdent
    /// `yy` `Y`, or `y` with rows checked: copy the row (a count: that many rows shown from
    /// it), or the checked rows, to the pasteboard and the terminal's clipboard.
    case yank
    /// `p` / `P`: put the pasteboard's rows below / above the cursor's row (a count: that many
    /// times), as one undo step.
    case putBelow, putAbove
    /// `ZZ`: save if there are changes, then quit.
    case saveAndQuit
    /// `ZQ`: quit without saving.
    case quitWithoutSaving
    /// `:`: the command line (`:w`, `:q`, `:wq`, `:x`, `:q!`, `:N`).
    case commandLine
    /// `x`: toggle the row's checkbox (a Markdown task item's `[ ]` ↔ `[x]`).
    case toggleCheckbox
    /// `v`: check or uncheck the row (multiple selection).
    case toggleSelection
    /// `V`: select every row from the last one checked or unchecked to the cursor's.
    case extendSelection

    // MARK: Rows selected
    /// `d` with rows selected: ask `Delete N rows`.
    case deleteSelection
    /// `J` / `K` with rows selected: move them one place down / up as blocks.
    case moveSelectionDown, moveSelectionUp
    /// `Esc` with rows selected: deselect them all.
    case clearSelection
    /// `d` `Enter` on `Delete N rows`: delete them, as one undo step.
    case confirmSelectionDeletion

    // MARK: A row's actions showing
    /// `Enter`: the first action (a full swipe).
    case performFirstAction
    /// The action whose key is this letter.
    case performAction(Character)

    // MARK: Everywhere
    /// `Ctrl-C`: leave without writing anything.
    case abort
    /// `Ctrl-Z`: suspend to the shell.
    case suspend
    /// `Ctrl-L`: draw the whole screen again (after another program wrote over it).
    case redraw

    // MARK: A showing Delete button
    /// `d` `Enter` on a showing Delete button: delete the row.
    case confirmDeletion

    // MARK: A picked-up row
    /// The picked-up row one place down or up.
    case dragStepDown, dragStepUp
    /// Put the picked-up row down where it is shown.
    case drop
    /// Put the picked-up row back where it was.
    case putBack

    // MARK: The modal text field
    /// Save the field (Add, Edit, Insert, Save as).
    case submitField
    /// Close the field without saving.
    case cancelField
    /// Tab in an Add field: complete the text as the data source would (a git todo's verb).
    case completeField
    /// Change the field's text or move its cursor.
    case editField(FieldEdit)

    // MARK: A question on the status line
    /// `y`, `n`, or `c`/`Esc`.
    case answer(Answer)

    // MARK: The help overlay
    /// Scroll help by this many lines (negative: up); `Int.max` pages are clamped.
    case scrollHelp(HelpScroll)
    case closeHelp
}

/// An answer to a question on the status line.
public enum Answer: Hashable, Sendable {
    case yes, no, cancel
}

/// How far a key scrolls the help overlay.
public enum HelpScroll: Hashable, Sendable {
    case lineDown, lineUp, pageDown, pageUp
}
