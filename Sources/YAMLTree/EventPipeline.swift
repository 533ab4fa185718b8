import Basics
import Dispatch

/// Parses a large file on two cores: libyaml reads events on a second thread while the
/// calling thread builds them into the tree (and decodes streamed rows), one batch at a
/// time. The tree, the diagnostics and their order are those of reading on one thread:
/// the builder sees the same events in the same order.
///
/// The reader runs at most ``depth`` batches ahead, so memory stays bounded; when the
/// builder stops on an error, the reader is told to stop and its batches are drained, so
/// the buffer is never read after ``build(_:into:)`` returns.
enum EventPipeline {
  /// Events per batch: enough that handing a batch over costs little beside reading it.
  static let batchSize = 2048
  /// Batches the reader may run ahead.
  static let depth = 2

  /// Reads `buffer` on a second thread and builds its events into `builder` here.
  static func build(_ buffer: UnsafeBufferPointer<UInt8>, into applier: inout EventApplier)
    throws(Diagnostic) -> Node
  {
    let channel = Channel(depth: depth)
    // The buffer outlives the reader: this function drains the channel before it returns.
    nonisolated(unsafe) let buffer = buffer
    DispatchQueue.global().async { read(buffer, into: channel) }
    var readerDone = false
    do throws(Diagnostic) {
      while true {
        let batch = channel.receive()
        readerDone = batch.isLast
        if let done = try batch.replay(into: &applier) { return done }
        if let failure = batch.failure { throw failure }
        // The reader always ends with the stream's end or a failure.
        if batch.isLast { throw .error(Messages.unknownParseError, at: .start) }
      }
    } catch {
      if !readerDone {
        channel.cancel()
        while !channel.receive().isLast {}
      }
      throw error
    }
  }

  /// The reader's side: batches of events until the stream ends, a syntax error, or the
  /// builder asks it to stop.
  private static func read(_ buffer: UnsafeBufferPointer<UInt8>, into channel: Channel) {
    var batch = EventBatch(capacity: batchSize)
    do throws(Diagnostic) {
      let reader = try EventReader(buffer)
      while true {
        _ = try reader.read(into: &batch)
        if batch.endsStream { break }
        if batch.records.count == batchSize {
          let open = channel.send(batch)
          // The next batch's texts likely take as much room as this one's.
          batch = EventBatch(capacity: batchSize, bytes: batch.bytes.count)
          guard open else { break }
        }
      }
      batch.isLast = true
      channel.send(batch)
    } catch {
      batch.failure = error
      batch.isLast = true
      channel.send(batch)
    }
  }

  /// A bounded queue of batches between one reader and one builder.
  final class Channel: @unchecked Sendable {
    private let free: DispatchSemaphore
    private let ready = DispatchSemaphore(value: 0)
    private let lock = DispatchSemaphore(value: 1)
    private var batches: [EventBatch] = []
    private var cancelled = false

    init(depth: Int) {
      free = DispatchSemaphore(value: depth)
    }

    /// Queues a batch, waiting for room; false when the builder has stopped (the batch is
    /// queued all the same, and the reader should send its last one).
    @discardableResult
    func send(_ batch: EventBatch) -> Bool {
      free.wait()
      lock.wait()
      batches.append(batch)
      let open = !cancelled
      lock.signal()
      ready.signal()
      return open
    }

    /// The next batch, waiting for one.
    func receive() -> EventBatch {
      ready.wait()
      lock.wait()
      let batch = batches.removeFirst()
      lock.signal()
      free.signal()
      return batch
    }

    /// Tells the reader to stop at its next batch.
    func cancel() {
      lock.wait()
      cancelled = true
      lock.signal()
    }
  }
}
