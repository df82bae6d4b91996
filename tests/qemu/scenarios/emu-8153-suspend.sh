# shellcheck shell=bash disable=SC2034
desc="RTL8153 (r8152) as on the NanoPi R2S, QEMU's usb-redir keeping the remote-wakeup bit: user space sets an address, the interface down, the device runtime-suspends (autosuspend 0) and resumes (control on): a plain resume, no reset; the user's address survives in the interface and in PLA_IDR (pings); the RESET_RESUME quirk would forbid the autosuspend (see README)"
overlay=emu-8153-r2s.dtso
timeout=120
EMU_DEVICE=rtl8153
EMU_ARGS=(--eeprom 00:e0:4c:53:00:01)
EMU_EXPECT=02:11:22:33:81:53
EMU_NODE=/pcie@10000000/usb@2,0/device@5
EMU_USER_MAC=02:aa:bb:cc:81:54
# QEMU clears the configuration's remote-wakeup bit by default; r8152
# needs remote wakeup (needs_remote_wakeup), so USB core would never
# autosuspend the device
EMU_REDIR_OPTS=suppress-remote-wake=off
. "$top/tests/emu/scenario-lib.sh"
guest_env+=(EMU_USER_MAC="$EMU_USER_MAC")

emu_host_extra() {
	local log=$SCEN_DIR/emu$BOOT.jsonl
	host_is "$("$emu_dir/emulog" "$log" macs PLA_IDR | tr '\n' ' ')" "$EMU_EXPECT $EMU_USER_MAC " \
		"PLA_IDR: the board's at probe, the user's when set; nothing wrote it over across the suspend"
	host_is "$("$emu_dir/emulog" "$log" count usb_reset config=1)" 1 \
		"one reset of the configured device (the probe's): the resume was no reset-resume"
	host_is "$("$emu_dir/emulog" "$log" count idr_locked)" 0 "every PLA_IDR write came under the PLA_CRWECR lock"
}
