# shellcheck shell=bash
board=rpi3b
desc="Pi 3 B, in-tree dtb + address and label on ethernet@1: the real smsc95xx (emulated LAN9514 at 1.1) takes both; ADDRH/ADDRL hold the node's address; ping source"
overlay=lan-dt.dtso
timeout=240
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_PORT=1.1
EMU_EXPECT=02:11:22:33:44:55
EMU_NODE=/soc/usb@7e980000/usb1@1/ethernet@1
. "$top/tests/emu/scenario-lib.sh"

emu_host_extra() {
	host_is "$("$emu_dir/emulog" "$SCEN_DIR/emu$BOOT.jsonl" macs ADDRH/ADDRL | sort -u | tr '\n' ' ')" \
		"02:11:22:33:44:55 " "ADDRH/ADDRL never held any address but the node's"
}
