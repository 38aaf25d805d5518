import TouchmpvCommands

#if canImport(Glibc)
    import Glibc
#endif

exit(Touchmpv.run(Array(CommandLine.arguments.dropFirst())).rawValue)
