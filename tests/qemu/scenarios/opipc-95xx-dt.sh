# shellcheck shell=bash
board=opipc
desc="Orange Pi PC (arm32), in-tree dtb + a LAN9514 node at EHCI1 port 1: the real smsc95xx (emulated LAN9514 on the SoC's EHCI, 480 Mbit/s) takes address and label; ADDRH/ADDRL hold the node's address; ping source"
overlay=lan-dt.dtso
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_EXPECT=02:11:22:33:44:55
EMU_NODE=/soc/usb@1c1b000/ethernet@1
. "$top/tests/emu/scenario-lib.sh"
guest_env+=(EMU_CTRL=1c1b000.usb EMU_LABEL=lan0)

emu_host_extra() {
	host_is "$("$emu_dir/emulog" "$SCEN_DIR/emu$BOOT.jsonl" macs ADDRH/ADDRL | sort -u | tr '\n' ' ')" \
		"02:11:22:33:44:55 " "ADDRH/ADDRL never held any address but the node's"
}
