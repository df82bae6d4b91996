# shellcheck shell=bash
# Debian's udev 252 (bookworm) on the kernel as proposed: tests/qemu/lib/devices.sh
udev_nolabel_scenario 252 bookworm
