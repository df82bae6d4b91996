# shellcheck shell=bash
board=opipc
desc="Orange Pi PC (arm32): the usb_of, usb_of_refs and usb_net_of KUnit suites built into build/zImage-arm32, run at boot (KTAP collected)"
kunit=1
qemu_args=()
