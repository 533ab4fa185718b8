// The start-up floor: a Swift process that prints one line.
print("hello")
