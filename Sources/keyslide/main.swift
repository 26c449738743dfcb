print("keyslide")
