#include "CLinuxInput.h"

// ioctl(2) is variadic, which Swift cannot call; these two fix its third argument's type.
int clinux_ioctl_int(int fd, unsigned long request, int value) { return ioctl(fd, request, value); }
int clinux_ioctl_ptr(int fd, unsigned long request, void *argument) { return ioctl(fd, request, argument); }
