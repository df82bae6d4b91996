# shellcheck shell=bash disable=SC2034
board=rpi3b
kernel=stock
desc="the stock kernel's baseline for rpi3b-udev-names: the Pi 3 B's in-tree dtb, the LAN9514's interface under the real udevd 257, Debian's 73 masked (99-default.link decides), on stock linux-source-7.3 (make kernel-stock): enu1u1, no ID_NET_NAME_ONBOARD"
kernel_build=stock
overlay=qemu-hub.dtso
timeout=240
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_PORT=1.1
EMU_NODE=/soc/usb@7e980000/usb1@1/ethernet@1
. "$top/tests/emu/scenario-lib.sh"
udev=trixie
udev_files=mask73
guest_env+=(UDEV_VERSION=257 KERNEL_BUILD=stock "FILES=stock kernel, systemd 257, 73 masked" "PI_NAME=enu1u1")
