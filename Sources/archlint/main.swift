print("archlint")
