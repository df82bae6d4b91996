# shellcheck shell=bash
# Debian's udev 257 (trixie) on the kernel as proposed: tests/qemu/lib/devices.sh
udev_nolabel_scenario 257 trixie
