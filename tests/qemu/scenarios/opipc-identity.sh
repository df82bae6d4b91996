# shellcheck shell=bash disable=SC2046
board=opipc
desc="Orange Pi PC (arm32) identity: the LAN9514 at EHCI1 port 1 under a usb424,7500 node, QEMU's usb-net at OHCI1 hub port 1 under a usb424,ec00 node: one warning each, no label, no netdev of_node; smsc95xx still takes the node's address (6.12's lookup), cdc_ether keeps its own"
overlay=identity.dtso
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_EXPECT=02:11:22:33:44:55
EMU_NODE=/soc/usb@1c1b000/ethernet@1
. "$top/tests/emu/scenario-lib.sh"
qemu_args+=(
	-device usb-hub,bus=usb-bus.5,port=1
	$(usb_net usb-bus.5 1.1 52:54:00:12:34:01)
)
