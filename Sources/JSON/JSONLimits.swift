import Basics

/// The limits of the JSON reader: the readers' one type of limits.
package typealias JSONLimits = ReaderLimits
