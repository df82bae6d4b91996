# shellcheck shell=bash disable=SC2034
desc="fault: the LAN9514 is unplugged (QEMU monitor device_del) while its interface carries a ping flood: no hang, the interface goes, nothing left; a new device at the port gets the node's address and label"
overlay=emu-95xx-label.dtso
timeout=180
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_EXPECT=02:11:22:33:44:55
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
. "$top/tests/emu/scenario-lib.sh"
. "$top/tests/emu/fault-lib.sh"
fault_unplug_traffic
