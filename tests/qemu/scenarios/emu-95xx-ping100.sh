# shellcheck shell=bash
desc="lan95xx-emu LAN9514: 100 pings through smsc95xx, none lost"
overlay=emu-95xx-dt.dtso
EMU_DEVICE=lan9514
EMU_EXPECT=02:11:22:33:44:55
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
EMU_PINGS=100
. "$top/tests/emu/scenario-lib.sh"

emu_host_extra() {
	host_is "$("$emu_dir/emulog" "$SCEN_DIR/emu$BOOT.jsonl" count tx type=0x00000800)" 100 \
		"the chip carried 100 echo requests"
	host_is "$("$emu_dir/emulog" "$SCEN_DIR/emu$BOOT.jsonl" count rx len=98)" 100 \
		"and handed 100 echo replies to the driver"
}
