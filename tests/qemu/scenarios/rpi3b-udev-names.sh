# shellcheck shell=bash disable=SC2034
board=rpi3b
desc="Pi 3 B, in-tree dtb (ethernet@1 without label, aliases/ethernet0 points to it): the name the real udevd 257 (trixie, the first with NAMING_DEVICETREE_PORT_ALIASES) gives the LAN9514's interface under systemd's own 99-default.link (Debian's 73 masked: Fedora, Arch), the stock kernel against the series: the same, no endN"
overlay=qemu-hub.dtso
timeout=240
boots=2
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_PORT=1.1
EMU_NODE=/soc/usb@7e980000/usb1@1/ethernet@1
. "$top/tests/emu/scenario-lib.sh"
udev_files=mask73
# boot 1: trixie's udevd on the series' kernel, boot 2 on the stock one
# (sid's 262 on the same question: udev262-names, udev-stock-names). A kernel that made ethernet@1 the netdev's of_node
# would give it ID_NET_NAME_ONBOARD=end0 under 257 and later
# (names_devicetree(), NAMING_DEVICETREE_PORT_ALIASES) and 99-default.link
# would rename it
case "$BOOT" in
1|"") udev=trixie v=257 kernel_build= ;;
2) udev=trixie v=257 kernel_build=stock ;;
esac
guest_env+=(UDEV_VERSION=$v "KERNEL_BUILD=$kernel_build" "FILES=${kernel_build:-series} kernel, systemd $v, 73 masked" "PI_NAME=enu1u1")
