import Testing
import TableTerminal
import ListEditConfig
import TableKit

@Suite("The configuration file")
struct ConfigurationTests {
    private let path = "/home/u/.config/listedit/config"

    private func error(_ toml: String) -> ConfigurationError? {
        do {
            _ = try Configuration(toml: toml, path: path)
            return nil
        } catch {
            return error as? ConfigurationError
        }
    }

    @Test("Keys per mode, several keys to one action, a key unbound, [keys] for both list modes")
    func keys() throws {
        let config = try Configuration(toml: """
            [keys]
            ctrl-n = "next-row"
            ctrl-p = "previous-row"

            [keys.list]
            j = "previous-row"
            k = "next-row"
            x = "none"

            [keys.text-field]
            "alt-b" = "field-home"
            """, path: path)
        let list = config.keys.table(for: .list), editing = config.keys.table(for: .editing)
        #expect(list.intent(for: .char("j")) == .previousRow)
        #expect(list.intent(for: .char("k")) == .nextRow)
        #expect(list.intent(for: .down) == .nextRow, "an action's other keys stay")
        #expect(list.intent(for: .control("n")) == .nextRow && editing.intent(for: .control("n")) == .nextRow)
        #expect(list.intent(for: .char("x")) == nil)
        #expect(editing.intent(for: .char("j")) == .nextRow, "[keys.list] leaves editing mode alone")
        #expect(editing.intent(for: .char("x")) == .toggleCheckbox)
        #expect(config.keys.table(for: .textField).intent(for: .alt(.character("b"))) == .editField(.home))
    }

    @Test("Options and colours: 256-colour and truecolor, attributes, and the monochrome theme keeps only attributes")
    func optionsAndColours() throws {
        let config = try Configuration(toml: """
            [options]
            mouse = false
            animation = false
            clipboard = false
            preview-window = "bottom:30%"
            flags = ["--ascii"]

            [colors]
            cursor-row = "black on #ffaf00"
            match = "bold 208"
            """, path: path)
        #expect(config.mouse == false && config.flags == ["--ascii"])
        #expect(config.previewWindow == PreviewWindow(side: .bottom, percent: 30))
        var options = ViewOptions(title: "t")
        config.apply(to: &options)
        #expect(!options.animations && !options.copiesToClipboard)
        #expect(options.theme.cursorRow == Style(foreground: .black, background: .palette(214)))
        #expect(options.theme.match == Style(foreground: .palette(208), bold: true))
        #expect(options.monochromeTheme.match == Style(bold: true))
        #expect(options.monochromeTheme.cursorRow == Theme.monochrome.cursorRow, "colours alone keep the monochrome look")
        #expect(options.theme.deleteButton == Theme.standard.deleteButton, "roles not set keep theirs")
    }

    @Test("Every problem names the file, the line and the reason")
    func errors() throws {
        #expect(error("[keys.list]\nj = \"next-rowx\"\n")?.description
            == "\(path):2: \"next-rowx\" is not an action; listedit --print-config lists them all")
        #expect(error("\n[keys.list]\n\"ctrl-\" = \"next-row\"\n")?.line == 3)
        #expect(error("[keys.lists]\nj = \"next-row\"\n")?.reason.hasPrefix("there are no keys.lists: the modes are everywhere, pick, list, editing") == true)
        #expect(error("[colors]\n\nmatch = \"bold orange\"\n")?.description
            == "\(path):3: match: \"orange\" is not bold, dim, reverse, underline, plain, on, or a colour (a name such as red, 0-255, #rrggbb)")
        #expect(error("[colors]\nmatches = \"bold\"\n")?.line == 2)
        #expect(error("[options]\nmouse = \"no\"\n")?.description == "\(path):2: mouse is true or false")
        #expect(error("[options]\nmouse = true\nwrap = true\n")?.line == 3)
        #expect(error("[options]\npreview-window = \"left\"\n")?.line == 2)
        #expect(error("[keys.list\n")?.line == 1, "a syntax error, where the TOML parser found it")
        #expect(error("mouse = true\n")?.description == "\(path):1: \"mouse\" is not a section: options, keys or colors")
        #expect(error("[colors]\nmatch = \"red on blue on green\"\n")?.description
            == "\(path):2: match: \"green\" is a third colour: a style has a text colour and a background")
        #expect(error("[keys.list]\n\"ctrl-Q\" = \"next-row\"\nctrl-q = \"previous-row\"\n")?.reason.hasSuffix("one key, bound twice in [keys.list]") == true)
        #expect(error("[options]\n\nflags = [\"--config\", \"x\"]\n")?.description
            == "\(path):3: flags cannot hold --config: it says which file to read, on the command line")
    }

    @Test("--print-config prints a file that, read back, gives the same keys, colours and options")
    func printedRoundTrip() throws {
        let config = try Configuration(toml: """
            [options]
            mouse = false
            [keys.list]
            j = "previous-row"
            [colors]
            footer = "dim color240"
            """, path: path)
        var options = ViewOptions(title: "t")
        config.apply(to: &options)
        let printed = Configuration.printed(options, mouse: false, flags: [], source: path)
        #expect(printed.contains("\"j\" = \"previous-row\""))
        #expect(printed.contains("footer = \"dim color240\""))
        let reread = try Configuration(toml: printed, path: "printed")
        var again = ViewOptions(title: "t")
        reread.apply(to: &again)
        #expect(reread.mouse == false)
        #expect(again.theme == options.theme)
        for mode in InputMode.allCases {
            let table = again.keys.table(for: mode), original = options.keys.table(for: mode)
            for binding in original.bindings {
                for (index, key) in binding.keys.enumerated() where binding.intent(of: index).configName != nil {
                    #expect(table.intent(for: key) == original.intent(for: key), "\(key) in \(mode)")
                }
            }
        }
    }

    @Test("The keys as configured drive the view, and ? help shows them")
    func configuredView() throws {
        var options = ViewOptions(title: "Sample", animations: false)
        try Configuration(toml: "[keys.list]\nj = \"previous-row\"\nk = \"next-row\"\n", path: path).apply(to: &options)
        let f = ViewFixture(options: options)
        f.type("kk")
        #expect(f.state.cursor == IndexPath(row: 2, section: 0))
        f.type("j")
        #expect(f.state.cursor == IndexPath(row: 1, section: 0))
        let help = options.keys.helpLines()
        #expect(help.contains(.binding(keys: "↓ k", text: "next row")))
        #expect(help.contains(.binding(keys: "j ↓", text: "editing: next row")))
    }

    @Test("Key names read back as the keys they name")
    func keyNames() {
        let keys: [Key] = [.char("j"), .char("J"), .control("e"), .alt(.char("b")), .enter, .escape, .char(" "), .tab, .backTab,
                           .up, .pageDown, .function(5), .backspace, .delete, .home, .end]
        for key in keys { #expect(Key(configName: key.configName) == key) }
        #expect(Key(configName: "Ctrl-E") == .control("e") && Key(configName: "ENTER") == .enter)
        #expect(Key(configName: "ctrl-") == nil && Key(configName: "hyper-x") == nil)
    }
}
