# shellcheck shell=bash
desc="KUnit suites built into the test kernel, run at boot (KTAP collected)"
kunit=1
qemu_args=()
