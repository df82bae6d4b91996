# shellcheck shell=bash disable=SC2034,SC1091
# The stock kernel's baseline for rpi3b-udev-names: the same board, tree,
# chip and udevd, on stock linux-source-7.3 (make kernel-stock)
board=rpi3b
. "$scen_src/rpi3b-udev-names.sh"
desc="the stock kernel's baseline for rpi3b-udev-names: the Pi 3 B's in-tree dtb, the LAN9514's interface under the real udevd 257, Debian's 73 masked (99-default.link decides), on stock linux-source-7.3 (make kernel-stock): enu1u1, no ID_NET_NAME_ONBOARD"
kernel_build=stock
guest_env+=(KERNEL_BUILD=stock "FILES=stock kernel, systemd 257, 73 masked")
