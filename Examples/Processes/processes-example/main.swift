import ProcessesExample

let processes = ProcessList()
_ = try processes.app().run()
