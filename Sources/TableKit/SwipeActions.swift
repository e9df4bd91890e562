/// The edge of a row its swipe actions appear at.
public enum SwipeEdge: Hashable, Sendable, CaseIterable {
    /// The start of the row (the left in a left-to-right language): a swipe to the right
    /// reveals these. UIKit's default is none.
    case leading
    /// The end of the row: a swipe to the left reveals these. UIKit's default is the Delete
    /// button.
    case trailing
}

/// An action shown when the user swipes a row (UIKit's `UIContextualAction`).
///
/// ```swift
/// ContextualAction(style: .normal, title: "Flag", keyHint: "f") { table, indexPath, completion in
///     flags.toggle(indexPath)
///     completion(true)
/// }
/// ```
public struct ContextualAction {
    /// What an action does to its row, which decides how it is shown (UIKit's
    /// `UIContextualAction.Style`).
    public enum Style: Hashable, Sendable {
        /// An ordinary action.
        case normal
        /// An action that deletes the row or its data: shown in red. The table archives the
        /// row before running its handler, so a deletion the handler makes is undoable.
        case destructive
    }

    /// Carries out the action on the row at `indexPath` (where the row is now, however the
    /// table changed since the actions were shown), then calls `completion` once: `true` if
    /// it performed the action, `false` if it could not. The actions stay shown until then.
    /// It may call `completion` later (after asking the user, say). It may throw; the actions
    /// are then dismissed and the error reaches the caller of
    /// ``Table/performSwipeAction(at:)``.
    ///
    /// Coming from UIKit: `UIContextualAction`'s handler is `(action, sourceView,
    /// completion)`; this one is `(table, indexPath, completion)`. A terminal has no source
    /// view, and UIKit code usually captures the row's index path from
    /// `trailingSwipeActionsConfigurationForRowAt` anyway: here the table hands it over, kept
    /// up to date. A handler written `{ action, view, completion in … }` still compiles, with
    /// `action` the table and `view` the index path; name them for what they are.
    public typealias Handler = (_ table: Table, _ indexPath: IndexPath, _ completion: @escaping (Bool) -> Void) throws -> Void

    /// How the action is shown.
    public var style: Style
    /// The title of its button.
    public var title: String
    /// The key a keyboard view binds to the action and shows highlighted in its title; `nil`
    /// for none. Defaults to the title's first character, lowercased.
    public var keyHint: Character?
    /// What the action does.
    public var handler: Handler

    /// Creates an action (UIKit's `init(style:title:handler:)`, with a key hint).
    /// - Parameters:
    ///   - style: how the action is shown.
    ///   - title: the title of its button.
    ///   - keyHint: the key that performs it; by default the title's first character, lowercased.
    ///   - handler: what it does; it must call its completion once.
    public init(style: Style, title: String, keyHint: Character? = nil, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.keyHint = keyHint ?? title.first.map(Self.lowercased)
        self.handler = handler
    }

    /// The table's Delete, as the Delete confirmation button does it: the data source is asked
    /// to commit the row's deletion (``TableEditingDataSource/table(_:commit:forRowAt:)``),
    /// undoably, and the action reports it performed. This is the trailing default of a row
    /// whose delegate gives no trailing configuration; put it in a configuration of your own
    /// to keep Delete beside other actions.
    /// - Parameters:
    ///   - title: the button's title.
    ///   - keyHint: the key that performs it; by default the title's first character, lowercased.
    public static func delete(title: String = "Delete", keyHint: Character? = nil) -> ContextualAction {
        ContextualAction(style: .destructive, title: title, keyHint: keyHint) { table, indexPath, completion in
            try table.commitDeletion(at: indexPath)
            completion(true)
        }
    }

    private static func lowercased(_ character: Character) -> Character {
        let lower = character.lowercased()
        return lower.count == 1 ? Character(lower) : character
    }
}

/// The actions a row shows at one edge when swiped (UIKit's `UISwipeActionsConfiguration`).
public struct SwipeActionsConfiguration {
    /// The actions, from the row's edge inwards: the first is the one a full swipe performs.
    public var actions: [ContextualAction]
    /// Whether a full swipe (``Table/performFullSwipe()``) performs the first action. Defaults
    /// to `true`, as in UIKit.
    public var performsFirstActionWithFullSwipe = true

    /// Creates a configuration of `actions`. An empty list means the row cannot be swiped
    /// from that edge.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}

/// The swipe actions a row is showing: what a view draws beside the row.
public struct ShownSwipeActions {
    /// The row, where it is now (it follows every update).
    public var indexPath: IndexPath
    /// The edge the actions are at.
    public var edge: SwipeEdge
    /// The actions and whether a full swipe performs the first.
    public var configuration: SwipeActionsConfiguration
    /// Whether these are the table's default trailing Delete (the delegate gave no trailing
    /// configuration); ``Table/deleteConfirmationIndexPath`` then names the row too.
    public var isDefaultDelete: Bool

    /// The actions, from the row's edge inwards.
    public var actions: [ContextualAction] { configuration.actions }

    /// The index of the first action whose key hint is `key`, if any.
    public func index(ofActionWithKey key: Character) -> Int? {
        actions.firstIndex { $0.keyHint == key }
    }
}

/// What became of a swipe action the user performed.
public enum SwipeActionCompletion: Hashable, Sendable {
    /// The handler reported it performed the action; the actions are dismissed.
    case performed
    /// The handler reported it could not perform the action; the actions are dismissed and
    /// the row is as it was.
    case notPerformed
    /// The handler has not called its completion yet; the actions stay shown until it does
    /// (or the user dismisses them).
    case pending
}
