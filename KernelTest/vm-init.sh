#!/bin/sh
# /init of the kernel-test VM: mounts the kernel's file systems, loads evdev, uinput and
# the display's driver, runs the checks and powers the machine off. Everything it prints goes to the serial console, where the host's
# run-vm.sh reads the `KTEST` lines.
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev
mount -t tmpfs tmpfs /tmp
mount -t tmpfs tmpfs /run
. /ktest/environment
export PATH=/bin:$prefix/bin HOME=/tmp
chown touchmpv:touchmpv /var/lib/touchmpv

echo "KTEST BOOTED kernel $(uname -r) after $(cut -d' ' -f1 /proc/uptime) s"
while read -r module; do
  if ! insmod "/ktest/modules/$module.ko"; then
    echo "KTEST FAIL modules: insmod $module failed"
  fi
done < /ktest/modules/order

sh /ktest/tests.sh
echo "KTEST END after $(cut -d' ' -f1 /proc/uptime) s"
sync
poweroff -f
