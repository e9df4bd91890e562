import HomepwnerExample

let controller = ItemsViewController()
_ = try controller.app().run()
