print("layoutviz")
