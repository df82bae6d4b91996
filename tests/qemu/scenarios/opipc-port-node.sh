# shellcheck shell=bash disable=SC2046
board=opipc
desc="Orange Pi PC (arm32) port nodes without a USB compatible (LED trigger sources) at EHCI1 port 1 (the LAN9514, EEPROM address) and OHCI1 port 2 (QEMU's usb-net; the node has an address and a label): both keep stock 6.12's name (ethN, usbN), their own address, no netdev of_node, no message"
overlay=port-node.dtso
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom 02:ee:00:00:95:14)
EMU_EXPECT=02:ee:00:00:95:14
EMU_NODE=/soc/usb@1c1b000/port@1
. "$top/tests/emu/scenario-lib.sh"
qemu_args+=($(usb_net usb-bus.5 2 52:54:00:00:0f:02))
