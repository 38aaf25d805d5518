// timerfd(2), which Swift's Glibc module leaves out.
#include <sys/timerfd.h>
