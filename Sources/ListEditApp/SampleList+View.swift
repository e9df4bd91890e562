import SampleList
import TableKit
import TableTerminal

// The sample list knows nothing of the terminal; here it meets the view's protocol, whose
// requirements it already has.
extension SampleList: ListEditingSource {}
