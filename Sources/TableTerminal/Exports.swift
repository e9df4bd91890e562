// An app imports TableTerminal alone: the layers under it come with it.
@_exported import ListView
@_exported import TerminalScreen
@_exported import TerminalText
