// What Swift cannot import from <linux/input.h>: the EVIOC* ioctl request macros are
// function-like macros, so each is wrapped here as a small inline function with the
// `clinux_` prefix. Plain constants (EV_ABS, ABS_MT_SLOT, ...) import as they are.
#ifndef CLINUXINPUT_H
#define CLINUXINPUT_H

#include <linux/input.h>
#include <sys/ioctl.h>

/// EVIOCGABS(axis): read an absolute axis' range into a struct input_absinfo.
static inline unsigned long clinux_eviocgabs(unsigned int axis) { return EVIOCGABS(axis); }
/// EVIOCGBIT(type, len): read the event codes a device supports for one event type.
static inline unsigned long clinux_eviocgbit(unsigned int type, unsigned int len) { return EVIOCGBIT(type, len); }
/// EVIOCGPROP(len): read the device's INPUT_PROP_* bits.
static inline unsigned long clinux_eviocgprop(unsigned int len) { return EVIOCGPROP(len); }
/// EVIOCGNAME(len): read the device's name.
static inline unsigned long clinux_eviocgname(unsigned int len) { return EVIOCGNAME(len); }
/// EVIOCGMTSLOTS(len): read one ABS_MT_* code's value for every slot.
static inline unsigned long clinux_eviocgmtslots(unsigned int len) { return EVIOCGMTSLOTS(len); }
/// EVIOCGKEY(len): read the current state of every key (BTN_TOUCH among them).
static inline unsigned long clinux_eviocgkey(unsigned int len) { return EVIOCGKEY(len); }
/// EVIOCGID: read the device's bus, vendor, product and version.
static inline unsigned long clinux_eviocgid(void) { return EVIOCGID; }
/// EVIOCSCLOCKID: choose the clock that stamps events (CLOCK_MONOTONIC for touchmpv).
static inline unsigned long clinux_eviocsclockid(void) { return EVIOCSCLOCKID; }
/// EVIOCGRAB: take (1) or release (0) exclusive access to the device.
static inline unsigned long clinux_eviocgrab(void) { return EVIOCGRAB; }

/// ioctl(2) with an int argument (EVIOCGRAB, EVIOCSCLOCKID take one by value or pointer).
int clinux_ioctl_int(int fd, unsigned long request, int value);
/// ioctl(2) with a pointer argument.
int clinux_ioctl_ptr(int fd, unsigned long request, void *argument);

#endif
