# shellcheck shell=bash
# Debian's udev 252 (bookworm): the six boots of tests/qemu/lib/devices.sh
udev_names_scenario 252 bookworm "bookworm"
