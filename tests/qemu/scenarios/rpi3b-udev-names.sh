# shellcheck shell=bash disable=SC2034
board=rpi3b
desc="Pi 3 B, in-tree dtb (ethernet@1 without label, aliases/ethernet0 points to it): the name the real udevd 257 (trixie, the first with NAMING_DEVICETREE_PORT_ALIASES) gives the LAN9514's interface under systemd's own 99-default.link (Debian's 73 masked: Fedora, Arch) on the series' kernel: enu1u1, the stock kernel's (rpi3b-udev-stock), no endN"
overlay=qemu-hub.dtso
timeout=240
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
# no address of its own: 99-default.link (Debian's 73 is masked) gives it
# a persistent one (MACAddressPolicy=persistent, from the guest's machine
# ID), addr_assign_type 3
EMU_RANDOM_TYPE=3
EMU_PORT=1.1
EMU_NODE=/soc/usb@7e980000/usb1@1/ethernet@1
. "$top/tests/emu/scenario-lib.sh"
udev=trixie
udev_files=mask73
# A kernel that made ethernet@1 the netdev's of_node would give it
# ID_NET_NAME_ONBOARD=end0 under 257 and later (names_devicetree(),
# NAMING_DEVICETREE_PORT_ALIASES), and 99-default.link would rename it
guest_env+=(UDEV_VERSION=257 "FILES=series kernel, systemd 257, 73 masked" "PI_NAME=enu1u1")
