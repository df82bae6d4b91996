# shellcheck shell=bash
# Debian's udev 262 (sid) on the kernel as proposed: tests/qemu/lib/devices.sh
udev_nolabel_scenario 262 sid
