# shellcheck shell=bash disable=SC2034
board=opipc
desc="Orange Pi PC (arm32): the LAN9514 on the SoC's EHCI1 is unplugged (QEMU monitor device_del) under a ping flood and a new one plugged at the port: no hang, nothing left, the new device gets the node's address and label (fault-95xx-unplug-traffic's checks)"
overlay=lan-label.dtso
timeout=180
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_EXPECT=02:11:22:33:44:55
EMU_NODE=/soc/usb@1c1b000/ethernet@1
. "$top/tests/emu/scenario-lib.sh"
. "$top/tests/emu/fault-lib.sh"
fault_unplug_traffic
