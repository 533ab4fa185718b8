/// Whether a condition can ever hold: a search over every state, device and host that
/// could tell its parts apart.
///
/// Each key takes one of the values its `is`, `isNot` and `in` name, or some other value;
/// whether a key is on (`wifi`) and whether a list contains a value are free (a switch's
/// stored words are not known here), so the search may find a condition satisfiable that
/// is not, never the other way: a condition it calls never true is never true.
extension Condition {
  /// Whether the condition can never hold, on any device, in any host, in any state.
  package var isNeverTrue: Bool {
    var values: [[String]: Set<String>] = [:]
    var flags: Set<Atom> = []
    collect(&values, &flags)
    let keys = values.keys.sorted { $0.lexicographicallyPrecedes($1) }
    let choices = keys.map { Array(values[$0] ?? []).sorted() + [Condition.otherValue] }
    let atoms = flags.sorted { $0.order < $1.order }
    // At most a few thousand worlds are tried (a condition is a handful of parts).
    var combinations = Device.allCases.count * Host.allCases.count << min(atoms.count, 20)
    for options in choices where combinations <= Condition.maxWorlds {
      combinations *= options.count
    }
    guard atoms.count <= 12, combinations <= Condition.maxWorlds else {
      // Too many to try: say only what the device and host alone decide.
      return Device.allCases.allSatisfy { device in
        Host.allCases.allSatisfy { holds(on: device, host: $0) == false }
      }
    }
    for device in Device.allCases {
      for host in Host.allCases where isSatisfiable(on: device, host: host, keys, choices, atoms) {
        return false
      }
    }
    return true
  }

  /// Whether some state makes the condition hold on a device in a host.
  private func isSatisfiable(
    on device: Device, host: Host, _ keys: [[String]], _ choices: [[String]], _ atoms: [Atom]
  ) -> Bool {
    var indices = [Int](repeating: 0, count: choices.count)
    while true {
      var world = World(device: device, host: host)
      for (index, key) in keys.enumerated() { world.values[key] = choices[index][indices[index]] }
      for bits in 0..<(1 << atoms.count) {
        world.on = Set(atoms.indices.filter { bits & (1 << $0) != 0 }.map { atoms[$0] })
        if evaluate(in: world) { return true }
      }
      var position = 0
      while position < indices.count {
        indices[position] += 1
        if indices[position] < choices[position].count { break }
        indices[position] = 0
        position += 1
      }
      if position == indices.count { break }
    }
    return false
  }

  private static let maxWorlds = 4096

  /// A value no condition names (a control character cannot be written in one).
  private static let otherValue = "\u{1}"

  /// A part whose truth the search leaves free: a key being on, a list holding a value.
  private struct Atom: Hashable {
    var path: [String]
    var item: String?
    var order: String { path.joined(separator: ".") + "\u{0}" + (item ?? "") }
  }

  private struct World {
    var device: Device
    var host: Host
    var values: [[String]: String] = [:]
    var on: Set<Atom> = []
  }

  private func collect(_ values: inout [[String]: Set<String>], _ flags: inout Set<Atom>) {
    switch self {
    case .key(let path): flags.insert(Atom(path: path, item: nil))
    case .equals(let path, let value), .notEquals(let path, let value):
      values[path, default: []].insert(value)
    case .oneOf(let path, let options): values[path, default: []].formUnion(options)
    case .contains(let path, let value): flags.insert(Atom(path: path, item: value))
    case .device, .host: break
    case .not(let inner): inner.collect(&values, &flags)
    case .all(let inner), .any(let inner): for part in inner { part.collect(&values, &flags) }
    }
  }

  private func evaluate(in world: World) -> Bool {
    switch self {
    case .key(let path): return world.on.contains(Atom(path: path, item: nil))
    case .equals(let path, let value): return world.values[path] == value
    case .notEquals(let path, let value): return world.values[path] != value
    case .oneOf(let path, let options): return world.values[path].map(options.contains) ?? false
    case .contains(let path, let value): return world.on.contains(Atom(path: path, item: value))
    case .device(let wanted): return world.device == wanted
    case .host(let wanted): return world.host == wanted
    case .not(let inner): return !inner.evaluate(in: world)
    case .all(let inner): return inner.allSatisfy { $0.evaluate(in: world) }
    case .any(let inner): return inner.contains { $0.evaluate(in: world) }
    }
  }
}
