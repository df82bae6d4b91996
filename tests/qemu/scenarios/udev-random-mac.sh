# shellcheck shell=bash disable=SC2034
desc="a USB NIC with no address of its own and no node (the emulated LAN9514 without EEPROM: a random address) under Debian's real udevd 252, 257 and 262, stock, and 257 with make install's files: the name and the address udev gives it"
boots=4
# measured (the table of docs/udev.md, "No address"): without an address
# of its own the NIC has no ID_NET_NAME_MAC (udev's net_id builtin names
# only a permanent address, addr_assign_type 0). Debian 12's
# 73-usb-net-by-mac.link matches it all the same (no Property= match) and
# finds no name: the kernel's eth0 stays, and that file sets no
# MACAddressPolicy, so the random address stays too. From Debian 13 the
# 73 file needs ID_NET_NAME_MAC: 99-default.link decides, the path name
# and a persistent address (MACAddressPolicy=persistent: from the machine
# ID, which the udev guests have as a distribution does, and the name;
# addr_assign_type 3, programmed into the chip). The project's files
# match no NIC without a node: 257 with them as 257 stock.
case "$BOOT" in
1|"") udev=bookworm udev_files=stock ver=252 expect=eth0 link=73-usb-net-by-mac.link atype=1 ;;
2) udev=trixie udev_files=stock ver=257 expect=enp0s2u1 link=99-default.link atype=3 ;;
3) udev=sid udev_files=stock ver=262 expect=enp0s2u1 link=99-default.link atype=3 ;;
*) udev=trixie udev_files=ours ver=257 expect=enp0s2u1 link=99-default.link atype=3 ;;
esac
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_EXPECT=random
# emu_guest's check of the random address: the type udev leaves
EMU_RANDOM_TYPE=$atype
. "$top/tests/emu/scenario-lib.sh"
# boots 2 to 4: one machine ID, one name, so one persistent address
emu_host_extra() {
	echo "$1" >"$SCEN_DIR/addr$BOOT"
	case "$BOOT" in
	3 | 4) host_is "$1" "$(cat "$SCEN_DIR/addr2" 2>/dev/null)" \
		"the same persistent address as boot 2 (one machine ID, one interface name)" ;;
	esac
}
guest_env+=(UDEV_VERSION="$ver" "FILES=Debian $ver $udev_files" "NAME=$expect" "LINK_FILE=$link" "ATYPE=$atype")
