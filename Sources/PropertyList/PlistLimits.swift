import Basics

/// The limits of the plist and `.strings` readers: the readers' one type of limits.
package typealias PlistLimits = ReaderLimits
