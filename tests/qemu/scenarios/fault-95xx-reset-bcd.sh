# shellcheck shell=bash disable=SC2034
desc="fault: the bound LAN9514 comes back from a reset with bcdDevice 3.00: usb_reset_and_verify_device() enumerates it anew; the node still names it: its address and label"
overlay=emu-95xx-label.dtso
timeout=180
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_EXPECT=02:11:22:33:44:55
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
. "$top/tests/emu/scenario-lib.sh"
. "$top/tests/emu/fault-lib.sh"
fault_reset_ids bcd
