# shellcheck shell=bash
desc="KUnit: USB core's suites built into the test kernel, run at boot, and usb_net_of's module, run when the guest loads it (KTAP collected)"
kunit=1
qemu_args=()
