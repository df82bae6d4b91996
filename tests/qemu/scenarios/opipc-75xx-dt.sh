# shellcheck shell=bash
board=opipc
desc="Orange Pi PC (arm32), in-tree dtb + a LAN7500 node at EHCI2 port 1: the real smsc75xx (emulated LAN7500 on the SoC's EHCI) takes address and label; RX_ADDRH/RX_ADDRL and the perfect filter hold the node's address; ping source"
overlay=lan75xx-dt.dtso
# EHCI2 (usb@1c1c000), not the board's default EHCI1
board_usb_bus=usb-bus.2
EMU_DEVICE=lan7500
EMU_ARGS=(--eeprom none)
EMU_EXPECT=02:11:22:33:75:00
EMU_NODE=/soc/usb@1c1c000/ethernet@1
. "$top/tests/emu/scenario-lib.sh"
guest_env+=(EMU_CTRL=1c1c000.usb EMU_LABEL=lan1)

emu_host_extra() {
	host_is "$("$emu_dir/emulog" "$SCEN_DIR/emu$BOOT.jsonl" macs RX_ADDRH/RX_ADDRL | sort -u | tr '\n' ' ')" \
		"02:11:22:33:75:00 " "RX_ADDRH/RX_ADDRL never held any address but the node's"
}
