import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Platform {
    /// The signals that stop a run: Ctrl-C, `kill`, a closed terminal, Ctrl-\ (SIGQUIT, which
    /// the Swift runtime would otherwise report as a crash and exit 0), a reader that went away
    /// (SIGPIPE: `batch | head -1`), and the others whose default action ends a process without
    /// a core dump a user asked for — timers, user signals, a CPU limit. Each ends the run the
    /// same way: temporaries removed, child processes stopped, the process ended by the signal.
    package static let stopSignals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGXCPU, SIGVTALRM,
    ]

    /// What an interrupted run must not leave behind, and who receives the signal with us.
    struct Leftovers {
        var paths: [String: Int] = [:]
        /// Descriptors holding the lock of each temporary this process made (`Temporaries`).
        var locks: [String: [Int32]] = [:]
        var children: Set<Int32> = []
        var installed = false
    }

    /// The queue every change to `leftovers` runs on, and the cleanup too: while it cleans, a
    /// thread that wants to leave something new behind (a temporary, a child process) waits, and
    /// the process ends first. So nothing can be created after the cleanup looked.
    static let leftoverQueue = DispatchQueue(label: "keyslide.leftovers")
    nonisolated(unsafe) static var leftovers = Leftovers()

    /// Handles the stop signals (`stopSignals`) from now on: the registered temporaries
    /// (`removeIfInterrupted(_:)`, `createTemporaryFolder(_:)`, `createTemporaryFile(_:)`) are
    /// removed, the signal is forwarded to the child processes (`startChild(_:)`), and the
    /// process ends by the same signal. Once per process; later calls do nothing. SIGXFSZ (a file
    /// size limit reached) is ignored instead, so the write fails with its reason and the run
    /// reports it like any failed write.
    ///
    /// The program calls it, once, at its start — `KeySlideTool.main` does — never a library call
    /// that writes a file: how a process answers a signal is the program's decision, and a handler
    /// installed as a side effect of writing a file would replace one the program set itself. A
    /// program that uses the library and wants KeySlide's temporaries removed on Ctrl-C calls this
    /// at its start too; without it a stop signal ends the process as usual, and the next run
    /// that writes into the same folder removes what was left (`Temporaries.removeStale(in:)`).
    ///
    /// A stop signal the process was started ignoring stays ignored: `nohup` starts a command
    /// with SIGHUP ignored, and a shell its background jobs with SIGINT ignored, so that closing
    /// the terminal or pressing Ctrl-C does not end them.
    ///
    /// How: the signal handler only stores the signal's number (an atomic store) and writes one
    /// byte to a pipe, both async-signal-safe. A thread waiting on the pipe then removes the
    /// registered paths (which needs `readdir` and the allocator, which a handler may not call),
    /// forwards the signal to child processes, and ends the process by the same signal so the
    /// exit status says what happened. Meanwhile every writer that would put something in place
    /// (`rename`) or write a next frame waits, so nothing completes after the signal. A SIGKILL
    /// cannot be caught: the next run removes what the dead process left (`Temporaries`), and
    /// the child processes end with their parent (`endWithParent(_:)`).
    public static func handleStopSignals() {
        leftoverQueue.sync { installStopHandlers() }
    }

    /// Removes `path` (a temporary file or folder this process made, with everything in it) if a
    /// stop signal ends the process before `keep(_:)` is called for it — once the program handles
    /// stop signals (`handleStopSignals()`); until then this only keeps the list.
    package static func removeIfInterrupted(_ path: String) {
        leftoverQueue.sync { leftovers.paths[path, default: 0] += 1 }
    }

    /// Stops watching `path`: it was renamed into place or removed. Its lock, if this process
    /// holds one, is let go with the last registration.
    package static func keep(_ path: String) {
        leftoverQueue.sync {
            guard let count = leftovers.paths[path] else { return }
            leftovers.paths[path] = count > 1 ? count - 1 : nil
            if count == 1, let locks = leftovers.locks.removeValue(forKey: path) {
                for lock in locks { _ = systemClose(lock) }
            }
        }
    }

    /// Starts a child process (`start` starts it and returns its id) whose stop signals follow
    /// this process's, until `forgetChild(_:)`; nil, starting nothing, once a stop signal has
    /// arrived. Started on `leftoverQueue`, so a stop signal's cleanup either sees the child
    /// and stops it, or runs first and no child starts: a child started between the signal and
    /// the cleanup would otherwise run on, unseen, after the batch ended (and leave its
    /// staging folder behind).
    package static func startChild(_ start: () throws -> Int32) rethrows -> Int32? {
        try leftoverQueue.sync {
            guard stopSignal.load(ordering: .acquiring) == 0 else { return nil }
            let pid = try start()
            leftovers.children.insert(pid)
            return pid
        }
    }

    /// Stops forwarding stop signals to `pid`: it has ended.
    package static func forgetChild(_ pid: Int32) {
        leftoverQueue.sync { _ = leftovers.children.remove(pid) }
    }

    /// Waits for the process to end when a stop signal has arrived.
    package static func waitIfStopping() {
        guard isStopping else { return }
        while true { pause() }
    }

    /// Whether a stop signal has arrived (the process is about to end).
    package static var isStopping: Bool { stopSignal.load(ordering: .acquiring) != 0 }

    /// Ends the run as SIGPIPE would — children stopped, temporaries removed — when what it
    /// prints can no longer reach its reader (`EPIPE` with SIGPIPE ignored), so a batch whose
    /// reader went away does not go on rendering for nobody. Without `handleStopSignals()`,
    /// exits with status 1.
    package static func stopForLostOutput() -> Never {
        let wake = wakeDescriptor.load(ordering: .acquiring)
        if wake >= 0 {
            stopSignal.store(SIGPIPE, ordering: .releasing)
            var byte = UInt8(SIGPIPE)
            _ = systemWrite(wake, &byte, 1)
            while true { pause() }
        }
        exit(1)
    }

    /// Asks the kernel to send SIGTERM to this process when `parent`, the process that started
    /// it, ends — even by SIGKILL, which gives it no chance to stop its children — and ends at
    /// once, by SIGTERM, when the parent is gone already (the request is made after it could
    /// have died: `getppid()` right after closes that race). Linux only; elsewhere nothing.
    package static func endWithParent(_ parent: Int32) {
        #if os(Linux)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return }
            // `prctl` is variadic in C, which Swift cannot call: it is called with its full
            // five arguments. PR_SET_PDEATHSIG is 1 (linux/prctl.h).
            let prctl = unsafeBitCast(symbol, to: (@convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32).self)
            _ = prctl(1, UInt(SIGTERM), 0, 0, 0)
            if getppid() != parent { kill(getpid(), SIGTERM) }
        #endif
    }

    /// Runs on `leftoverQueue`.
    private static func installStopHandlers() {
        guard !leftovers.installed else { return }
        leftovers.installed = true
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }  // not inherited by child processes
        _ = stopSignal.load(ordering: .relaxed)  // initialised before any handler can run
        wakeDescriptor.store(ends[1], ordering: .releasing)
        let reader = ends[0]
        Thread.detachNewThread {
            var number: UInt8 = 0
            while read(reader, &number, 1) != 1 {}
            leftoverQueue.sync { stop(by: Int32(number)) }
        }
        if !isIgnored(SIGXFSZ) { signal(SIGXFSZ, SIG_IGN) }
        for number in stopSignals where !isIgnored(number) {
            var action = sigaction()
            let handler: @convention(c) (Int32) -> Void = { number in
                stopSignal.store(number, ordering: .releasing)
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(wakeDescriptor.load(ordering: .acquiring), &byte, 1)
            }
            // The handler sits in a union whose field names differ between the C libraries.
            #if canImport(Darwin)
                action.__sigaction_u.__sa_handler = handler
            #elseif canImport(Musl)
                action.__sa_handler.sa_handler = handler
            #else
                action.__sigaction_handler.sa_handler = handler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
    }

    /// Whether signal `number` is ignored (`SIG_IGN`), as a process started by `nohup` finds
    /// SIGHUP: such a signal is left ignored rather than handled.
    package static func isIgnored(_ number: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(number, nil, &current) == 0 else { return false }
        // The handler sits in a union whose field names differ between the C libraries.
        #if canImport(Darwin)
            let handler = current.__sigaction_u.__sa_handler
        #elseif canImport(Musl)
            let handler = current.__sa_handler.sa_handler
        #else
            let handler = current.__sigaction_handler.sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Cleans up and ends the process by `number`. Runs on `leftoverQueue`.
    private static func stop(by number: Int32) {
        // A child may ignore SIGPIPE (inherited from us); SIGTERM it handles, or it ends by.
        let forwarded = number == SIGPIPE ? SIGTERM : number
        for child in leftovers.children { kill(child, forwarded) }
        // Wait (up to 5 s) for the children to clean up after themselves and end: 0 from
        // `waitpid` means still running; its pid or an error (reaped already) means gone.
        for child in leftovers.children {
            var status: Int32 = 0
            for _ in 0..<500 where waitpid(child, &status, WNOHANG) == 0 { usleep(10_000) }
        }
        // Twice: a frame a writer was writing into a temporary folder when the signal came may
        // land after the first pass. No new temporary can appear: making one waits for this queue.
        for _ in 0..<2 {
            for path in leftovers.paths.keys { try? FileManager.default.removeItem(atPath: path) }
        }
        // Raised on this thread with the signal unblocked here, so it is delivered before `raise`
        // returns: `kill(getpid(), …)` may pick another thread, and this one could reach `_exit`
        // first, ending the run by an exit status instead of the signal.
        signal(number, SIG_DFL)
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, number)
        pthread_sigmask(SIG_UNBLOCK, &only, nil)
        raise(number)
        _exit(128 + number)
    }
}

/// The stop signal that arrived, 0 until one does; written by the signal handler.
private let stopSignal = Atomic<Int32>(0)
/// The pipe end the signal handler writes to, to wake the clean-up thread.
private let wakeDescriptor = Atomic<Int32>(-1)
