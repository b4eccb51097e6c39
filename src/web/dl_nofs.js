// The page has no file system: stand-ins for the three WASI calls libc keeps (the FILESYSTEM=0
// versions; emcc 3.1.6 keeps the file-system ones whenever MAIN_MODULE is set). Their __deps are
// emptied too: library_wasi.js adds $SYSCALLS to each, and $SYSCALLS names FS and PATH.
mergeInto(LibraryManager.library, {
  // Still included by something of the dynamic linker's set although nothing calls it.
  $SYSCALLS__deps: [],
  $SYSCALLS: {},
  fd_close__deps: [],
  fd_close: function(fd) { return 0; },
  fd_seek__deps: [],
  fd_seek: function(fd, offset_low, offset_high, whence, newOffset) { return 70; },
  fd_write__deps: [],
  fd_write: function(fd, iov, iovcnt, pnum) {
    var num = 0;
    for (var i = 0; i < iovcnt; i++) { num += HEAP32[(iov + 4) >> 2]; iov += 8; }
    HEAP32[pnum >> 2] = num;
    return 0;
  },
});
