#!/bin/sh
# /init of the service test's boot initramfs: Debian's kernel has the disk's driver
# (virtio_blk) and ext4 as modules, so this loads them (and evdev, uinput and the bochs
# display's driver, which the guest root has no modules for), mounts /dev/vda and
# hands the machine to systemd on it as PID 1.
export PATH=/bin
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev
while read -r module; do
  insmod "/modules/$module.ko" || echo "service-boot: insmod $module failed"
done < /modules/order
waited=0
until [ -b /dev/vda ]; do
  if [ "$waited" -ge 300 ]; then
    echo "service-boot: no /dev/vda after 30 s"
    poweroff -f
  fi
  sleep 0.1
  waited=$((waited + 1))
done
mkdir -p /root
mount -t ext4 -o rw /dev/vda /root || { echo "service-boot: cannot mount /dev/vda"; poweroff -f; }
umount /proc /sys /dev
exec switch_root /root /lib/systemd/systemd
