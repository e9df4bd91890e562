import TodoExample

let todos = Todos()
_ = try todos.app().run()
