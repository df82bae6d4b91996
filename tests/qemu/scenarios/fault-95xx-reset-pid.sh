# shellcheck shell=bash disable=SC2034
desc="fault: the bound LAN9514 comes back from a reset as 0424:9e00: enumerated anew, the node usb424,ec00 no longer names it: one warning, ethN without the node's label or of_node; smsc95xx still takes the node's address through its own 6.12 lookup of the device node (DT ABI)"
overlay=emu-95xx-label.dtso
timeout=180
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_EXPECT=02:11:22:33:44:55
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
. "$top/tests/emu/scenario-lib.sh"
. "$top/tests/emu/fault-lib.sh"
fault_reset_ids pid
