# shellcheck shell=bash
# Debian's udev 257 (trixie): the six boots of tests/qemu/lib/devices.sh
udev_names_scenario 257 trixie "trixie"
